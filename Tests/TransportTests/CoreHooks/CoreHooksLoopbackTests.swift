import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// The client core's hooks over the real default transport against servers on loopback.
@Suite struct CoreHooksLoopbackTests {
    struct Item: Codable, Equatable, Sendable {
        let id: Int
        let name: String
    }

    @Test func twoConcurrentRequestsOfOneKeyBothPauseOnOne429() async throws {
        let server = try RecordingServer { _, index in
            index == 0
                ? .json(#"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#, status: 429)
                : .json(#"{"id":1,"name":"ok"}"#)
        }
        let clock = ManualClock()
        let retry = RetryMiddleware(policy: RetryPolicy(rules: [.lockoutAfter429]), clock: clock) {
            request in
            request.url.pathComponents.dropFirst(2).first ?? ""
        }
        let client = Client(baseURL: server.baseURL, middleware: [ValidationMiddleware(), retry])
        let first = Task { try await client.send(Request<Item>.get("v0/app1/Meals")) }
        await clock.waitForSleepers(1)
        let second = Task { try await client.send(Request<Item>.get("v0/app1/Other")) }
        await clock.waitForSleepers(2)
        #expect(server.requests.count == 1)
        clock.advance(by: .seconds(30))
        #expect(try await first.value.name == "ok")
        #expect(try await second.value.name == "ok")
        #expect(server.requests.count == 3)
        #expect(clock.waits == [.seconds(30), .seconds(30)])
    }

    @Test func theTokenNeverReachesAnotherHost() async throws {
        let api = try RecordingServer { _, _ in .json("{}") }
        let elsewhere = try RecordingServer { _, _ in .json("{}") }
        let client = Client(
            baseURL: api.baseURL,
            middleware: [ValidationMiddleware(), AuthMiddleware(.bearer("tok-loopback"))])
        try await client.send(Request<Void>.get("user"))
        let avatar = elsewhere.server.url("/u/1?v=4").absoluteString
        try await client.send(Request<Void>.get(RequestPath(raw: avatar)))
        #expect(api.requests.map { $0.header("Authorization") } == ["Bearer tok-loopback"])
        #expect(elsewhere.requests.count == 1)
        #expect(elsewhere.requests.first?.header("Authorization") == nil)
    }

    @Test func theDiskCacheSurvivesARestartAndAnswers304s() async throws {
        let server = try RecordingServer { request, _ in
            request.header("If-None-Match") == "W/\"abc\""
                ? .respond(
                    status: 304, headers: [("ETag", "W/\"abc\""), ("x-ratelimit-remaining", "4999")], body: []
                )
                : .json(#"{"id":7,"name":"repo"}"#, headers: [("ETag", "W/\"abc\"")])
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courier-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func freshClient() throws -> Client {
            Client(
                baseURL: server.baseURL,
                middleware: [
                    ValidationMiddleware(), AuthMiddleware(.bearer("tok-cache")),
                    ConditionalRequestMiddleware(store: try DiskResponseStore(directory: directory)),
                ])
        }
        let first = try await freshClient().reply(to: Request<Item>.get("repos/7"))
        let afterRestart = try await freshClient().reply(to: Request<Item>.get("repos/7"))
        let again = try await freshClient().reply(to: Request<Item>.get("repos/7"))
        #expect(!first.isFromCache)
        #expect(afterRestart.isFromCache && again.isFromCache)
        #expect(afterRestart.value == first.value)
        #expect(afterRestart.headers["x-ratelimit-remaining"] == "4999")
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "W/\"abc\"", "W/\"abc\""])
        // Another credential does not share the entry.
        let other = Client(
            baseURL: server.baseURL,
            middleware: [
                ValidationMiddleware(), AuthMiddleware(.bearer("tok-other")),
                ConditionalRequestMiddleware(store: try DiskResponseStore(directory: directory)),
            ])
        #expect(try await !other.reply(to: Request<Item>.get("repos/7")).isFromCache)
        #expect(server.requests.last?.header("If-None-Match") == nil)
    }

    @Test func fetchAllReturnsPagesInOrderWhenLaterPagesFinishFirst() async throws {
        let last = 5
        let server = try RecordingServer { request, _ in
            let page = request.path.split(separator: "page=").last.flatMap { Int($0) } ?? 1
            var links: [String] = []
            if page < last {
                links.append("</repos?per_page=1&page=\(page + 1)>; rel=\"next\"")
                links.append("</repos?per_page=1&page=\(last)>; rel=\"last\"")
            }
            let reply = ScriptedReply.json(
                #"[{"id":\#(page),"name":"p"}]"#,
                headers: links.isEmpty ? [] : [("Link", links.joined(separator: ", "))])
            // Earlier pages answer later, so completion order is the reverse of page order.
            return page == 1 ? reply : .delayed(.milliseconds(40 * (last - page)), reply)
        }
        let client = Client(baseURL: server.baseURL)
        let pages = try await client.fetchAllPages(Request<[Item]>.get("repos?per_page=1"), maxConcurrent: 4)
        #expect(pages.map { $0.value.map(\.id) } == [[1], [2], [3], [4], [5]])
        #expect(Set(server.requests.map(\.path)).count == 5)
    }

    @Test func aHugeRetryAfterNeitherCrashesNorWaits() async throws {
        let server = try RecordingServer { request, _ in
            let value = request.route.hasSuffix("exponent") ? "1e300" : "99999999999999999999"
            return .json(#"{"message":"slow down"}"#, status: 429, headers: [("Retry-After", value)])
        }
        let clock = ManualClock(advancesBySleeping: true)
        // A fresh retry middleware each time: the huge wait also pauses the host for its other requests.
        func client() -> Client {
            Client(
                baseURL: server.baseURL,
                middleware: [
                    ValidationMiddleware(),
                    RetryMiddleware(policy: RetryPolicy(maxAttempts: 2, jitter: 0), clock: clock),
                ])
        }
        let digits = await #expect(throws: CourierError.self) {
            try await client().send(Request<Void>.get("digits"))
        }
        #expect(digits?.statusCode == 429)
        #expect(digits.map { "\($0)".contains("not retried") } == true)
        #expect(clock.waits.isEmpty)
        // An unreadable value falls back to the policy's backoff.
        await #expect(throws: CourierError.self) { try await client().send(Request<Void>.get("exponent")) }
        #expect(clock.waits == [.milliseconds(500)])
        #expect(server.requests.count == 3)
    }
}
