/// The seam between Courier and the network: sends one ``HTTPRequest`` and returns its response.
///
/// A transport does not judge statuses (a 500 is a response, not an error) and does not retry.
/// It throws ``TransportError`` when no complete response arrived, and it must react to task
/// cancellation by aborting the exchange promptly and throwing ``TransportError/Kind/cancelled``.
///
/// Three things are optional to honour. A transport may report to ``RequestOptions/progress``; it
/// may write a 2xx body to ``RequestOptions/downloadDestination`` itself, setting
/// ``HTTPResponse/bodyFile`` (if it does not, the client's pipeline writes the body it returned);
/// and it may read the files of ``HTTPRequest/bodySegments`` as it sends (see ``streamsBodyFiles``).
///
/// Implementations: ``CurlTransport`` (Linux default), ``URLSessionTransport`` (Apple default,
/// optional on Linux) and ``StubTransport`` (sample responses for tests and offline demos).
public protocol Transport: Sendable {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse

    /// Whether this transport sends ``HTTPRequest/bodySegments`` itself, reading their files as it
    /// sends. If not (the default), the client's pipeline loads the segments into
    /// ``HTTPRequest/body`` first.
    var streamsBodyFiles: Bool { get }
}

extension Transport {
    public var streamsBodyFiles: Bool { false }
}

/// The limits every transport of Courier's starts from, so a request behaves alike on each.
public enum TransportDefaults {
    /// How long a request may take when neither it nor its transport says otherwise.
    public static let timeout = Duration.seconds(60)
    /// The largest response body kept in memory: 100 MiB.
    public static let maxResponseBytes = 100 * 1024 * 1024
    /// How many redirects one request follows (libcurl's count; ``CookieMiddleware``'s when it
    /// follows them itself).
    public static let maxRedirects = 5
}
