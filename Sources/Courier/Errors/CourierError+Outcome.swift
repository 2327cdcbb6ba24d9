extension CourierError {
    /// Whether the request changes something (it is not a `GET`, `HEAD` or `OPTIONS`) and may have
    /// been carried out though no answer said so: it was sent and the answer never came (timed
    /// out, connection lost), or a success came that could not be read.
    ///
    /// A person should look before sending it again: a second `POST` would create a second record.
    /// A connection that could not be made is not such a failure: nothing was sent.
    public var mayHaveTakenEffect: Bool {
        guard let request, !request.method.isSafe else { return false }
        switch self {
        case .transport(let error, _): return error.kind == .timedOut || error.kind == .connectionLost
        case .decoding(let failure): return (200..<300).contains(failure.response.status)
        default: return false
        }
    }
}
