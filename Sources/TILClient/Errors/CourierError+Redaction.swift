import Courier

extension CourierError {
    /// The same error with credential headers (`Authorization`, cookies, API keys) masked in the
    /// request it carries, so that keeping it for details can never leak a token or a password.
    ///
    /// - Parameter type: the response type that was being decoded, for the decoding case.
    func redactingCredentials(decoding type: Any.Type) -> CourierError {
        switch self {
        case .transport(let failure, let request):
            return .transport(failure, request: request.redactingCredentials())
        case .status(let failure):
            return .status(
                StatusError(
                    request: failure.request.redactingCredentials(), response: failure.response,
                    apiError: failure.apiError))
        case .decoding(let failure):
            let place = failure.codingPath.isEmpty ? "" : "at \(failure.codingPath): "
            return .decoding(
                DecodingFailure(
                    request: failure.request.redactingCredentials(), response: failure.response, type: type,
                    error: RedactedReason(text: place + failure.reason)))
        case .encoding(let failure):
            return .encoding(
                EncodingFailure(
                    request: failure.request.redactingCredentials(),
                    error: RedactedReason(text: failure.reason)))
        case .middleware(let message, let underlying, let request):
            return .middleware(
                message: message, underlying: underlying, request: request.redactingCredentials())
        case .invalidRequest:
            return self
        }
    }
}

extension HTTPRequest {
    /// The request with the values of credential headers masked.
    func redactingCredentials() -> HTTPRequest {
        var copy = self
        copy.headers = Redaction.redactedHeaders(headers)
        return copy
    }
}

/// A reason kept as text when an error is rebuilt without its credentials.
private struct RedactedReason: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
