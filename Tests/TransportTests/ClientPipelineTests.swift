import Basics
import Courier
import Foundation
import HTTPServer
import Synchronization
import Testing

/// The whole client — middleware, validation, decoding — over each real transport, against the project's
/// own `HTTPServer` on loopback.
@Suite struct ClientPipelineTests {
    struct Item: Codable, Equatable, Sendable {
        let id: Int
        let name: String
    }

    struct APIError: Error, Decodable, Sendable, CustomStringConvertible {
        let error: Bool
        let reason: String
        var description: String { reason }
    }

    /// Counts requests per route so a route can fail a given number of times first.
    final class Attempts: Sendable {
        private let counts = Mutex<[String: Int]>([:])
        func next(_ route: String) -> Int {
            counts.withLock {
                $0[route, default: 0] += 1
                return $0[route] ?? 0
            }
        }

        /// How many requests `route` has had.
        func count(_ route: String) -> Int { counts.withLock { $0[route] ?? 0 } }
    }

    /// A server with the routes the tests need; stopped when the returned value is released.
    final class Fixture: Sendable {
        let server: Server
        let url: URL
        let attempts = Attempts()
        /// Lets the request the `held` route holds be answered.
        let release = DispatchSemaphore(value: 0)

        init() throws {
            var router = Router()
            let attempts = attempts
            router.get("items/1") { _ in try .json(encodable: Item(id: 1, name: "one")) }
            router.get("invalid-json") { _ in
                Response(headers: ["content-type": "application/json"], body: Array(#"{"id":1,"name":"#.utf8))
            }
            router.get("wrong-type") { _ in
                Response(
                    headers: ["content-type": "application/json"], body: Array(#"{"id":"1","name":"x"}"#.utf8)
                )
            }
            router.get("missing") { _ in throw HTTPError(.notFound, reason: "No such item") }
            router.get("rate-limited") { _ in
                attempts.next("rate-limited") <= 2
                    ? .standardError(status: .tooManyRequests, reason: "Slow down").adding(
                        "retry-after", "2")
                    : try .json(encodable: Item(id: 2, name: "after waiting"))
            }
            router.post("unavailable") { _ in .standardError(status: .serviceUnavailable, reason: "Try later")
            }
            router.get("unavailable") { _ in
                attempts.next("unavailable") == 1
                    ? .standardError(status: .serviceUnavailable, reason: "Try later")
                    : try .json(encodable: Item(id: 3, name: "recovered"))
            }
            let release = release
            router.get("held") { _ in
                _ = attempts.next("held")
                _ = release.wait(timeout: .now() + 30)
                return .text("late")
            }
            router.get("slow") { _ in
                usleep(2_000_000)
                return .text("late")
            }
            router.get("large") { _ in
                try .json(encodable: (0..<20_000).map { Item(id: $0, name: "item \($0)") })
            }
            server = Server(
                configuration: ServerConfiguration(port: 0, logLevel: .critical, accessLogLevel: .trace),
                responder: MiddlewareChain([ErrorMiddleware(logger: Logger(level: .critical))], in: router))
            let port = try server.start()
            url = URL(string: "http://127.0.0.1:\(port)/")!  // safe: literal with a numeric port
        }

        deinit { server.shutdown(gracePeriod: .seconds(1)) }

        /// Retry waits on this clock, which records them and returns at once.
        let clock = ManualClock(advancesBySleeping: true)

        func client(_ kind: TransportKind, retry: Bool = false) throws -> Client {
            let validation = ValidationMiddleware { try? JSONDecoder().decode(APIError.self, from: $0.body) }
            let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(20), jitter: 0)
            return Client(
                baseURL: url,
                middleware: retry
                    ? [validation, RetryMiddleware(policy: policy, clock: clock)] : [validation],
                transport: try kind.make())
        }
    }

    @Test(arguments: TransportKind.all)
    func decodesAResponse(kind: TransportKind) async throws {
        let fixture = try Fixture()
        #expect(try await fixture.client(kind).send(Request<Item>.get("items/1")) == Item(id: 1, name: "one"))
    }

    @Test(arguments: TransportKind.all)
    func invalidJSONIsADecodingErrorCarryingTheBody(kind: TransportKind) async throws {
        let fixture = try Fixture()
        await #expect {
            _ = try await fixture.client(kind).send(Request<Item>.get("invalid-json"))
        } throws: { error in
            guard case .decoding(let failure) = error as? CourierError else { return false }
            return failure.response.status == 200 && failure.bodyExcerpt.hasPrefix(#"{"id":1,"name":"#)
        }
        await #expect {
            _ = try await fixture.client(kind).send(Request<Item>.get("wrong-type"))
        } throws: { error in
            guard case .decoding(let failure) = error as? CourierError else { return false }
            return failure.codingPath == "id"
        }
    }

    @Test(arguments: TransportKind.all)
    func anErrorStatusCarriesTheAPIsOwnError(kind: TransportKind) async throws {
        let fixture = try Fixture()
        await #expect {
            _ = try await fixture.client(kind).send(Request<Item>.get("missing"))
        } throws: { error in
            guard let error = error as? CourierError, case .status(let failure) = error else { return false }
            return failure.status == 404 && (error.apiError as? APIError)?.reason == "No such item"
                && failure.headers["content-type"]?.hasPrefix("application/json") == true
        }
    }

    @Test(arguments: TransportKind.all)
    func waitsOut429WithRetryAfterThenSucceeds(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let item = try await fixture.client(kind, retry: true).send(Request<Item>.get("rate-limited"))
        #expect(item.name == "after waiting")
        #expect(fixture.clock.waits == [.seconds(2), .seconds(2)])
    }

    @Test(arguments: TransportKind.all)
    func retriesAGetAfter503ButNotAPost(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind, retry: true)
        #expect(try await client.send(Request<Item>.get("unavailable")).name == "recovered")
        await #expect {
            try await client.send(Request<Void>.post("unavailable"))
        } throws: { ($0 as? CourierError)?.statusCode == 503 }
    }

    @Test(arguments: TransportKind.all)
    func aTimeoutIsATransportErrorNamingTheRequest(kind: TransportKind) async throws {
        let fixture = try Fixture()
        await #expect {
            try await fixture.client(kind).send(
                Request<Void>.get("slow").options { $0.timeout = .milliseconds(200) })
        } throws: { error in
            guard case .transport(let failure, let request) = error as? CourierError else { return false }
            return failure.kind == .timedOut && request.url.path == "/slow"
        }
    }

    @Test(arguments: TransportKind.all)
    func cancellingTheTaskCancelsTheRequest(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = try fixture.client(kind)
        let task = Task { try await client.send(Request<Void>.get("held")) }
        // Cancelled once the server holds the request, however long the task took to get there.
        while fixture.attempts.count("held") == 0 { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        let result = await task.result
        // The held handler blocks one of the server's threads until released.
        fixture.release.signal()
        guard case .failure(let error) = result else {
            Issue.record("expected cancellation")
            return
        }
        #expect((error as? CourierError)?.isCancelled == true)
        // The client still works afterwards.
        #expect(try await client.send(Request<Item>.get("items/1")).id == 1)
    }

    @Test(arguments: TransportKind.all)
    func decodesALargeBody(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let items = try await fixture.client(kind).send(Request<[Item]>.get("large"))
        #expect(items.count == 20_000)
        #expect(items.last == Item(id: 19_999, name: "item 19999"))
    }
}

extension Response {
    /// This response with one more header.
    fileprivate func adding(_ name: String, _ value: String) -> Response {
        var response = self
        response.headers[name] = value
        return response
    }
}
