import Foundation

/// Settings a single request can carry through the pipeline.
public struct RequestOptions: Sendable, Hashable {
    /// The longest the whole exchange may take, more than zero (zero or less is an invalid
    /// request); `nil` uses the transport's default.
    ///
    /// A streamed body (``HTTPRequest/streamsBody``: a download to a file, a body read as it
    /// arrives, a file or stream uploaded) is not cut off at the timeout while it keeps moving:
    /// ``CurlTransport`` then fails it once it has sent and received less than a byte a second for
    /// this long (rounded up to whole seconds). `URLSession` applies it as
    /// `URLRequest.timeoutInterval` (see ``URLSessionTransport/Configuration/timeout``).
    public var timeout: Duration?
    /// Lets retry replay a request whose method is not idempotent (for example a `POST` the API
    /// documents as safe to repeat).
    public var allowsRetry: Bool
    /// Skips authentication middleware, for requests such as a login that carry their own credentials.
    public var skipsAuthentication: Bool
    /// Skips the conditional-request cache for this request.
    public var skipsCache: Bool
    /// A name for logs and errors, for example `"acronyms.list"`.
    public var name: String?
    /// The response ``StubTransport`` answers with (Moya's `sampleData`); real transports ignore it.
    public var sampleResponse: HTTPResponse?
    /// Where the transport reports how far the exchange has got (see ``Request/onProgress(_:)``).
    public var progress: ProgressObserver?
    /// The file a 2xx response's body is written to instead of memory (see
    /// ``Request/download(_:query:to:maxBytes:resumable:)``).
    public var downloadDestination: URL?
    /// The most a download's file may hold; a larger body fails with
    /// ``TransportError/Kind/responseTooLarge`` and leaves the destination as it was. `nil`: no limit.
    public var maxDownloadBytes: Int?
    /// Keeps a download's bytes when it fails or is cancelled, for the next attempt (a retry, or
    /// sending it again) to ask only for the rest (see
    /// ``Request/download(_:query:to:maxBytes:resumable:)``).
    public var resumesDownload: Bool
    /// The most bytes the response body may have in memory; a larger one fails with
    /// ``TransportError/Kind/responseTooLarge`` as soon as that is known: from `Content-Length`, or
    /// while the body is received. `nil`: the client's ``Client/maxResponseBytes``, else only the
    /// transport's own limit (which a request cannot raise). A download's file and a streamed body
    /// have their own limits (``maxDownloadBytes``, the stream's buffer).
    public var maxResponseBytes: Int?
    /// Whether a `3xx` with a `Location` is followed (the transport's rule allowing: see
    /// ``CurlTransport/Configuration/followsRedirects``). When not, the `3xx` is the response: for a
    /// request that must not leave the host it names, since a redirect may lead anywhere.
    public var followsRedirects: Bool
    /// Set by the pipeline when this attempt asks for the rest of an earlier one's bytes.
    var downloadResumption: DownloadResumption?
    /// Where a 2xx body goes as it arrives, for ``Client/bytes(for:bufferLimit:)``.
    var bodyStream: BodyStream?
    /// The shared pause the request honours, set by the ``RetryMiddleware`` it passes through.
    var sharedPause: SharedPause?

    public init(
        timeout: Duration? = nil, allowsRetry: Bool = false, skipsAuthentication: Bool = false,
        skipsCache: Bool = false, name: String? = nil, sampleResponse: HTTPResponse? = nil,
        progress: ProgressObserver? = nil, downloadDestination: URL? = nil, maxDownloadBytes: Int? = nil,
        resumesDownload: Bool = false, maxResponseBytes: Int? = nil, followsRedirects: Bool = true
    ) {
        self.timeout = timeout
        self.allowsRetry = allowsRetry
        self.skipsAuthentication = skipsAuthentication
        self.skipsCache = skipsCache
        self.name = name
        self.sampleResponse = sampleResponse
        self.progress = progress
        self.downloadDestination = downloadDestination
        self.maxDownloadBytes = maxDownloadBytes
        self.resumesDownload = resumesDownload
        self.maxResponseBytes = maxResponseBytes
        self.followsRedirects = followsRedirects
    }
}
