import Basics

extension Client: SecretHolding {
    /// The base URL, the default headers with credentials masked (an `X-Api-Key` given here, say),
    /// and the middleware and transport by type: what `print` and `dump` of a client show.
    public var description: String {
        let headers = Redaction.redactedHeaders(self.headers, keys: secretKeys).map {
            "\($0.name): \($0.value)"
        }
        let chain = middleware.map { String(describing: type(of: $0)) }
        return
            "Client(baseURL: \(Redaction.redactedURL(baseURL, keys: secretKeys)), headers: \(headers), middleware: \(chain), "
            + "transport: \(type(of: transport)))"
    }
}
