/// The transport a ``Client`` uses when none is given: libcurl on Linux, `URLSession` elsewhere.
/// One instance is shared by every such client, so they share its connections.
///
/// On Linux, if libcurl cannot start, there is no silent fallback to `URLSession` (a different
/// transport with different behaviour): every request fails with a transport error that says why.
enum DefaultTransport {
    static let shared: any Transport = {
        #if canImport(CCurl)
            do {
                return try CurlTransport()
            } catch {
                return UnavailableTransport(reason: "libcurl could not start: \(error)")
            }
        #else
            return URLSessionTransport()
        #endif
    }()

    static func make() -> any Transport { shared }
}

/// A transport that could not be created: every request fails with the reason.
struct UnavailableTransport: Transport {
    let reason: String

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        throw TransportError(.other, "no transport: \(reason)")
    }
}
