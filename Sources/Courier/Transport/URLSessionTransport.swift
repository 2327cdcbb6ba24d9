import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``Transport`` over `URLSession`: the default on Apple platforms, an option on Linux (where
/// ``CurlTransport`` is the default).
///
/// One `URLSession` serves every request of a transport. Cancelling the calling task cancels the
/// `URLSessionTask` from a separate queue, never from inside the cancellation handler, which avoids
/// the swift-corelibs-foundation deadlock (#5412) on Linux toolchains up to at least 6.3.
///
/// A request's ``ProgressObserver`` gets one report, when the exchange is complete: a completion
/// handler's task counts no bytes on Linux (`countOfBytesSent` and `countOfBytesReceived` stay 0
/// throughout), and per-task delegates are not called there.
public final class URLSessionTransport: Transport {
    /// Settings shared by every request this transport sends.
    public struct Configuration: Sendable, Hashable {
        /// Used when the request sets no `options.timeout`. `URLSession` applies it as
        /// `URLRequest.timeoutInterval`: on Apple platforms, how long the exchange may wait for more
        /// data; on Linux (swift-corelibs-foundation), how long the whole exchange may take, a
        /// download to a file included, so a long transfer there needs a long timeout of its own.
        public var timeout: Duration = TransportDefaults.timeout
        /// Responses with a larger body fail with ``TransportError/Kind/responseTooLarge`` (a
        /// request's ``RequestOptions/maxResponseBytes`` may set a lower limit). With the
        /// transport's own session the body is checked as it arrives; a session passed in keeps
        /// its delegate, so there it is checked once received. It guards memory: a download's file
        /// has its own limit, ``RequestOptions/maxDownloadBytes``.
        public var maxResponseBytes: Int = TransportDefaults.maxResponseBytes
        /// `httpMaximumConnectionsPerHost`. Keep it at 6 or below on Linux when redirects are
        /// possible (swift-corelibs-foundation #5445).
        public var maxConnectionsPerHost: Int = 6

        public init() {}
    }

    /// The session every request goes through.
    public let session: URLSession
    /// The settings this transport was created with.
    public let configuration: Configuration
    private let ownsSession: Bool
    /// The session's delegate when the transport made the session: bodies are limited as they
    /// arrive.
    private let receiver: URLSessionReceiver?

    /// Creates a transport with its own ephemeral session: no cache and no cookies (middleware's
    /// business: ``ConditionalRequestMiddleware``, ``CookieMiddleware``), at most
    /// ``Configuration/maxConnectionsPerHost`` connections per host.
    public init(configuration: Configuration = Configuration()) {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout.seconds
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieAcceptPolicy = .never
        let receiver = URLSessionReceiver()
        self.session = URLSession(configuration: sessionConfiguration, delegate: receiver, delegateQueue: nil)
        self.configuration = configuration
        self.receiver = receiver
        ownsSession = true
    }

    /// Wraps an existing session, which the caller keeps owning (with its delegate: a body is then
    /// checked against the limit once received).
    public init(session: URLSession, configuration: Configuration = Configuration()) {
        self.session = session
        self.configuration = configuration
        receiver = nil
        ownsSession = false
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }

    /// Sends ``HTTPRequest/bodySegments`` with an upload task, which reads a file itself; a body of
    /// several segments is first put together in a temporary file (see ``assembledBody(_:)``).
    public var streamsBodyFiles: Bool { true }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard !Task.isCancelled else { throw TransportError(.cancelled) }
        guard request.method.isToken else { throw .invalidMethod(request.method) }
        let (uploadFile, temporary) = try await Self.uploadFile(for: request)
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let urlRequest = makeURLRequest(request)
        let cancellation = URLSessionCancellation()
        let session = self.session
        let options = request.options
        let limit = min(configuration.maxResponseBytes, options.maxResponseBytes ?? .max)
        let receiver = self.receiver
        guard options.followsRedirects || receiver != nil else {
            // Only its own session's delegate sees a redirect.
            throw TransportError(
                .other, "URLSessionTransport cannot refuse a redirect with a session it did not make")
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<DataTaskOutcome, Never>) in
                let task: URLSessionTask
                if let receiver {
                    // Bodies go through the session's delegate, which limits them and writes a
                    // download's file.
                    task =
                        uploadFile.map { session.uploadTask(with: urlRequest, fromFile: $0) }
                        ?? session.dataTask(with: urlRequest)
                    receiver.receive(
                        task, limit: limit, followsRedirects: options.followsRedirects,
                        download: options.downloadDestination == nil ? nil : options,
                        continuation: continuation)
                } else if let file = uploadFile {
                    // An upload task answers in memory; for a download too, the pipeline then
                    // writes the body to its destination.
                    task = session.uploadTask(with: urlRequest, fromFile: file) { data, response, error in
                        continuation.resume(
                            returning: DataTaskOutcome(data: data, response: response, error: error))
                    }
                } else if options.downloadDestination != nil {
                    task = session.downloadTask(with: urlRequest) { location, response, error in
                        continuation.resume(
                            returning: .download(
                                at: location, for: options, response: response, error: error, limit: limit))
                    }
                } else {
                    task = session.dataTask(with: urlRequest) { data, response, error in
                        continuation.resume(
                            returning: DataTaskOutcome(data: data, response: response, error: error))
                    }
                }
                if !cancellation.start(task) {
                    receiver?.forget(task)
                    continuation.resume(returning: DataTaskOutcome(error: URLError(.cancelled)))
                }
            }
        } onCancel: {
            cancellation.cancelSoon()
        }
        let response = try outcome.response(limit: limit)
        let received = response.bodyFile.flatMap(Self.fileSize) ?? response.body.count
        let sent = request.body?.count ?? uploadFile.flatMap(Self.fileSize) ?? 0
        request.options.progress?.report(.completed(sent: sent, received: received))
        return response
    }

    /// The size of `file`, or `nil` if it cannot be read.
    static func fileSize(_ file: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
    }

    private func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = (request.options.timeout ?? configuration.timeout).seconds
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let method = request.method
        let sendsBody = method == .post || method == .put || method == .patch
        if request.bodySegments == nil { urlRequest.httpBody = request.body ?? (sendsBody ? Data() : nil) }
        return urlRequest
    }
}
