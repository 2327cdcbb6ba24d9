/// The transport a ``Client`` uses when none is given: libcurl on Linux, `URLSession` elsewhere.
enum DefaultTransport {
    static func make() -> any Transport {
        StubTransport()  // MERGE: replaced by CurlTransport.shared / URLSessionTransport.shared
    }
}
