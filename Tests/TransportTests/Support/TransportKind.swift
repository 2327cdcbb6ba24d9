import Basics
import Courier
import Foundation
import Testing

/// The transports under test; tests that apply to both are parametrised over ``all``.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case curl
    case urlSession

    var testDescription: String { rawValue }

    /// Every transport available on this platform.
    static var all: [TransportKind] {
        #if os(Linux)
            [.curl, .urlSession]
        #else
            [.urlSession]
        #endif
    }

    /// A fresh transport of this kind. The default timeout is long, so a loaded machine does not
    /// time out a test that is about something else; tests of timeouts give their own.
    func make(
        timeout: Duration = .seconds(60), maxResponseBytes: Int = 100 * 1024 * 1024,
        caFile: String? = nil
    ) throws -> any Transport {
        switch self {
        case .curl:
            #if os(Linux)
                var configuration = CurlTransport.Configuration()
                configuration.timeout = timeout
                configuration.maxResponseBytes = maxResponseBytes
                configuration.additionalCAFile = caFile
                return try CurlTransport(configuration: configuration)
            #else
                throw TransportError(.other, "libcurl transport is Linux-only")
            #endif
        case .urlSession:
            var configuration = URLSessionTransport.Configuration()
            configuration.timeout = timeout
            configuration.maxResponseBytes = maxResponseBytes
            return URLSessionTransport(configuration: configuration)
        }
    }
}

extension Transport {
    /// Sends a request built from the arguments.
    func send(
        _ method: HTTPMethod = .get, _ url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
        timeout: Duration? = nil
    ) async throws(TransportError) -> HTTPResponse {
        try await send(
            HTTPRequest(
                method: method, url: url, headers: headers, body: body,
                options: RequestOptions(timeout: timeout)))
    }
}

extension Transport {
    /// Whether every libcurl easy handle is back in its loop's idle list: none leaked by the requests
    /// so far (always true for other transports).
    var hasNoHandlesInUse: Bool {
        #if os(Linux)
            if let curl = self as? CurlTransport {
                return curl.handleCounts.existing == curl.handleCounts.idle
            }
        #endif
        return true
    }

    /// Checks that the transport still answers a request to `url` after whatever a test did to it,
    /// and holds no easy handle beyond that.
    func expectStillUsable(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let next = try await send(.get, url)
        #expect(next.status == 200, sourceLocation: sourceLocation)
        #expect(hasNoHandlesInUse, "an easy handle leaked", sourceLocation: sourceLocation)
    }
}

extension ContinuousClock.Instant {
    /// Time since this instant, in milliseconds.
    var millisecondsElapsed: Double {
        let (seconds, attoseconds) = (ContinuousClock.now - self).components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

extension Result {
    /// The failure, if this is one.
    var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
