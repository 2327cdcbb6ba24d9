/// How a response's exchange went on the wire, as the transport measured it: where a slow request
/// spent its time, and whether it reused a connection.
///
/// The times count from the start of the transfer, so each includes the ones before it: `connect`
/// includes `nameLookup`, and `total` everything. After redirects libcurl followed, they cover
/// every hop; after those followed one exchange at a time (by ``CookieMiddleware``, or by
/// ``CurlTransport`` for a request carrying a credential libcurl would send on), the last hop alone.
/// ``CurlTransport`` measures them; other transports (``URLSessionTransport``,
/// stubs) leave ``HTTPResponse/metrics`` `nil`.
public struct TransferMetrics: Sendable, Hashable {
    /// Until the host's name was resolved.
    public var nameLookup: Duration
    /// Until the connection was made.
    public var connect: Duration
    /// Until the TLS handshake ended; zero over plain HTTP.
    public var tlsHandshake: Duration
    /// Until the first byte of the response arrived.
    public var firstByte: Duration
    /// Until the transfer ended.
    public var total: Duration
    /// Whether the request went over a connection kept alive from an earlier one.
    public var reusedConnection: Bool
    /// The address and port the connection went to (`127.0.0.1:8080`, `[::1]:443`).
    public var remoteAddress: String?
    /// The HTTP version spoken: `1.1`, `2`, `3`.
    public var httpVersion: String?
    /// Redirects followed before the response.
    public var redirects: Int

    public init(
        nameLookup: Duration = .zero, connect: Duration = .zero, tlsHandshake: Duration = .zero,
        firstByte: Duration = .zero, total: Duration = .zero, reusedConnection: Bool = false,
        remoteAddress: String? = nil, httpVersion: String? = nil, redirects: Int = 0
    ) {
        self.nameLookup = nameLookup
        self.connect = connect
        self.tlsHandshake = tlsHandshake
        self.firstByte = firstByte
        self.total = total
        self.reusedConnection = reusedConnection
        self.remoteAddress = remoteAddress
        self.httpVersion = httpVersion
        self.redirects = redirects
    }
}
