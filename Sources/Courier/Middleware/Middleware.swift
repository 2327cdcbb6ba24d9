/// One step of the request pipeline, between the ``Client`` and the ``Transport``.
///
/// A middleware receives the request and the rest of the chain; it may change the request, call
/// `next` zero or more times (retry, replay after a token refresh), and change or replace the
/// response. Middleware are plain values composed in an explicit order: the first in the client's
/// list is the outermost (it sees the request first and the response last).
///
/// ```swift
/// struct UserAgent: Middleware {
///     func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
///         var request = request
///         request.headers["User-Agent"] = "Courier"
///         return try await next(request)
///     }
/// }
/// ```
///
/// Errors from the transport reach middleware as ``CourierError/transport(_:request:)``.
public protocol Middleware: Sendable {
    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse
}

/// The rest of the pipeline after a middleware: call it to send the request on.
public struct Next: Sendable {
    private let run: @Sendable (HTTPRequest) async throws -> HTTPResponse

    public init(_ run: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) { self.run = run }

    public func callAsFunction(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await run(request)
    }
}

/// A middleware list folded, once, into a single function ending in the transport.
struct Pipeline: Sendable {
    let send: Next

    init(middleware: [any Middleware], transport: any Transport) {
        var next = Next { request in
            do throws(TransportError) {
                return try await Self.exchange(request, over: transport)
            } catch {
                throw CourierError.transport(error, request: request)
            }
        }
        for middleware in middleware.reversed() {
            let inner = next
            next = Next { request in try await middleware.intercept(request, next: inner) }
        }
        send = next
    }

    /// The innermost step: what every transport gets done for it. The task's ``TimeoutCap``
    /// shortens the request's timeout; a cap of zero or less fails it as timed out, unsent. A body
    /// with files is loaded if the transport does not stream it; a resumable download asks for the
    /// rest of its kept bytes (and starts again if the server answers that they no longer fit,
    /// `416`); a body in memory over the request's ``RequestOptions/maxResponseBytes`` fails
    /// (libcurl and `URLSession` refuse it while receiving; this holds any other transport, such as
    /// stubs, to the same limit); a download's body is written to its file if the transport did
    /// not.
    private static func exchange(_ request: HTTPRequest, over transport: any Transport)
        async throws(TransportError)
        -> HTTPResponse
    {
        var request = request
        request.options.timeout = TimeoutCap.applied(to: request.options.timeout)
        if let timeout = request.options.timeout, timeout <= .zero {
            throw TransportError(.timedOut, "the task's time cap (\(timeout)) left no time to send it")
        }
        if !transport.streamsBodyFiles, let segments = request.bodySegments {
            request.body = try await UploadBody.collect(segments)
            request.bodySegments = nil
        }
        var sent = request.resumingDownload()
        var response = try await transport.send(sent)
        if response.status == 416, sent.options.downloadResumption != nil,
            let destination = request.options.downloadDestination
        {
            DownloadResumption.forget(destination)
            sent = request.resumingDownload()
            response = try await transport.send(sent)
        }
        if let limit = sent.options.maxResponseBytes, response.body.count > limit,
            !response.isSuccess || (sent.options.downloadDestination == nil && sent.options.bodyStream == nil)
        {
            throw .bodyOverLimit(limit)
        }
        return try DownloadFile.saveBody(of: response, for: sent)
    }
}
