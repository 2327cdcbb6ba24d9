extension TransportError {
    /// A response body larger than `limit` bytes, the most the request or transport allows in
    /// memory (``RequestOptions/maxResponseBytes``).
    static func bodyOverLimit(_ limit: Int) -> TransportError {
        TransportError(.responseTooLarge, "the response body is larger than the limit of \(limit) bytes")
    }

    /// Response headers larger than the transport reads (`limits` says how much): the response
    /// cannot be read, though the server was reached.
    static func headersTooLarge(limits: String) -> TransportError {
        TransportError(.responseTooLarge, "the response headers are larger than can be read (\(limits))")
    }
}
