extension CourierError {
    /// The error as a ``Client`` hands it to its caller: no secret left in it.
    ///
    /// Status, decoding, encoding and paging failures redact their request when they are built. The
    /// transport and middleware cases are plain enum cases, made in many places inside the
    /// pipeline (some after ``AuthMiddleware`` added a token), so the client redacts them here, on
    /// the way out. A middleware's underlying error is kept as it is unless its description shows a
    /// secret; then it is replaced by that description, masked (``MaskedError``).
    var redacted: CourierError {
        switch self {
        case .transport(let failure, let request):
            .transport(failure, request: request.redacted)
        case .middleware(let message, let underlying, let request):
            .middleware(
                message: SecretMasking.masked(message, keys: request.secretKeys),
                underlying: MaskedError.masking(underlying, keys: request.secretKeys),
                request: request.redacted)
        case .status, .decoding, .encoding, .paging, .invalidRequest:
            self
        }
    }
}
