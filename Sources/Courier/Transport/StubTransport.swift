import Basics
import Foundation

/// A transport that answers from sample responses instead of the network, like Moya's stubs.
///
/// Stubbed responses go through the same middleware, validation and decoding as real ones, so a
/// test or an offline demo exercises the whole pipeline. Answers come from, in order:
/// the `responder` closure when given, else the request's own sample
/// (``Request/sample(_:)``), else `501 Not Implemented`. A request's ``ProgressObserver`` gets one
/// report, ``TransferProgress/completed(sent:received:)``, as a real transport's last.
///
/// ```swift
/// let stub = StubTransport(delay: .milliseconds(50)) { request in
///     request.url.path.hasSuffix("/acronyms") ? .json("[]") : .status(404)
/// }
/// ```
public final class StubTransport: Transport {
    /// What the stub answers for one request.
    public enum Answer: Sendable {
        /// A full response.
        case response(HTTPResponse)
        /// A transport failure, as if the network had failed.
        case failure(TransportError)

        /// A 200 (or `status`) response with a JSON body.
        public static func json(_ json: String, status: Int = 200, headers: HTTPHeaders = [:]) -> Answer {
            var headers = headers
            if !headers.contains("Content-Type") { headers["Content-Type"] = "application/json" }
            return .response(HTTPResponse(status: status, headers: headers, body: Data(json.utf8)))
        }

        /// A response with an empty body.
        public static func status(_ status: Int, headers: HTTPHeaders = [:]) -> Answer {
            .response(HTTPResponse(status: status, headers: headers))
        }
    }

    private let delay: Duration?
    private let responder: (@Sendable (HTTPRequest) async -> Answer)?
    private let log = Locked<[HTTPRequest]>([])

    /// - Parameters:
    ///   - delay: how long each answer takes (`nil` answers immediately). A delay longer than the
    ///     request's timeout fails with ``TransportError/Kind/timedOut``; cancelling the task during the
    ///     delay fails with ``TransportError/Kind/cancelled``.
    ///   - responder: computes the answer for each request; without it the request's sample is used.
    public init(
        delay: Duration? = nil, responder: (@Sendable (HTTPRequest) async -> Answer)? = nil
    ) {
        self.delay = delay
        self.responder = responder
    }

    /// The requests received so far, in order (for assertions in tests).
    public var requests: [HTTPRequest] { log.withLock { $0 } }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        log.withLock { $0.append(request) }
        if let delay { try await wait(delay, timeout: request.options.timeout) }
        if Task.isCancelled { throw TransportError(.cancelled) }
        let answer: Answer
        if let responder {
            answer = await responder(request)
        } else if let sample = request.options.sampleResponse {
            answer = .response(sample)
        } else {
            answer = .status(501)
        }
        switch answer {
        case .response(let response):
            request.options.progress?.report(
                .completed(sent: request.body?.count ?? 0, received: response.body.count))
            return response
        case .failure(let error): throw error
        }
    }

    private func wait(_ delay: Duration, timeout: Duration?) async throws(TransportError) {
        let timedOut = timeout.map { $0 < delay } ?? false
        do {
            try await Task.sleep(for: timedOut ? (timeout ?? delay) : delay)
        } catch {
            throw TransportError(.cancelled)
        }
        if timedOut { throw TransportError(.timedOut, "stub delay \(delay) exceeds timeout") }
    }
}
