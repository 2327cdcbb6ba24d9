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
        let streamsBodyFiles = transport.streamsBodyFiles
        var next = Next { request in
            do throws(TransportError) {
                var request = request
                if !streamsBodyFiles, let file = request.bodyFile {
                    request.body = try UploadFile.contents(of: file)
                    request.bodyFile = nil
                }
                let response = try await transport.send(request)
                return try DownloadFile.saveBody(of: response, for: request)
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
}
