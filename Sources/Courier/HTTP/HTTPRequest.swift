import Basics
import Foundation

/// A request as the transport sends it: an absolute URL, headers and body bytes.
///
/// `Client` builds one from a typed ``Request`` and passes it through the middleware chain, which may
/// rewrite it (add a header, replay it) before the ``Transport`` puts it on the wire.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var url: URL
    public var headers: HTTPHeaders
    public var body: Data?
    /// A body sent from several sources in order, files read as they are sent (`body` is then
    /// `nil`): a multipart form with file parts, or a single file. Opened afresh for each attempt.
    public var bodySegments: [BodySegment]?
    /// A file whose contents are the body, read as they are sent (`body` is then `nil`); see
    /// ``RequestBody/file(_:contentType:)``. The same as ``bodySegments`` holding just that file.
    public var bodyFile: URL? {
        get {
            guard let bodySegments, bodySegments.count == 1, case .file(let file) = bodySegments[0] else {
                return nil
            }
            return file
        }
        set { bodySegments = newValue.map { [.file($0)] } }
    }
    /// Whether a body is streamed rather than held in memory: sent from files or a stream
    /// (``bodySegments``), or received into a file (a download) or as it arrives
    /// (``Client/bytes(for:bufferLimit:)``). Such a transfer may take as long as it keeps moving:
    /// its timeout is how long it may stall (``RequestOptions/timeout``).
    public var streamsBody: Bool {
        bodySegments != nil || options.downloadDestination != nil || options.bodyStream != nil
    }
    /// Per-request limits and middleware hints that travel with the request.
    public var options: RequestOptions
    /// The base URL of the ``Client`` sending the request (set by the client). ``AuthMiddleware``
    /// sends credentials only to its scheme, host and port by default.
    public var clientBaseURL: URL?
    /// The keys whose values errors about this request mask (set by the client from its own).
    public var secretKeys: SecretKeys = .standard

    public init(
        method: HTTPMethod = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
        options: RequestOptions = RequestOptions()
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.options = options
    }
}
