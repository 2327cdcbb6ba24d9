/// The transport a ``Client`` uses when none is given: libcurl on Linux, `URLSession` elsewhere
/// (and on Linux if libcurl cannot start). One instance is shared by every such client, so they share
/// its connections.
enum DefaultTransport {
    static let shared: any Transport = {
        #if canImport(CCurl)
            if let curl = try? CurlTransport() { return curl }
        #endif
        return URLSessionTransport()
    }()

    static func make() -> any Transport { shared }
}
