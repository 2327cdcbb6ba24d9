import Foundation
import Synchronization
import Testing

@testable import Courier

/// A token provider whose refresh is slow, so concurrent 401s overlap it.
final class SlowRefreshingProvider: TokenProvider {
    let refreshes = Counter()
    let initial: String
    init(initial: String) { self.initial = initial }

    func token() async throws -> String? { initial }

    func refreshToken(rejected: String) async throws -> String? {
        let number = refreshes.increment()
        try await Task.sleep(for: .milliseconds(100))
        return "fresh-\(number)"
    }
}

/// A server that accepts only `Bearer fresh-1`.
func tokenCheckingStub() -> StubTransport {
    StubTransport { request in
        request.headers["Authorization"] == "Bearer fresh-1" ? .json(#"{"id":1,"name":"ok"}"#) : .status(401)
    }
}

@Suite struct AuthTests {
    @Test func fixedCredentialsSetTheirHeader() async throws {
        let stub = sequence([.status(204)])
        for (credential, expected) in [
            (Credential.bearer("abc"), ("Authorization", "Bearer abc")),
            (.basic(username: "admin", password: "pa:ss"), ("Authorization", "Basic YWRtaW46cGE6c3M=")),
            (.header(name: "X-Api-Key", value: "k"), ("X-Api-Key", "k")),
        ] {
            try await makeClient(stub, middleware: [AuthMiddleware(credential)]).send(Request<Void>.get("x"))
            #expect(stub.requests.last?.headers[expected.0] == expected.1)
        }
    }

    @Test func requestsCanSkipAuthentication() async throws {
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [AuthMiddleware(.bearer("abc"))])
        try await client.send(Request<Void>.post("login").options { $0.skipsAuthentication = true })
        #expect(stub.requests.last?.headers["Authorization"] == nil)
    }

    @Test func aRequestsOwnAuthorizationWins() async throws {
        let stub = sequence([.status(204)])
        let client = makeClient(stub, middleware: [AuthMiddleware(.bearer("abc"))])
        try await client.send(Request<Void>.post("login").header("Authorization", "Basic eDp5"))
        #expect(stub.requests.last?.headers.values(for: "Authorization") == ["Basic eDp5"])
    }

    @Test func concurrent401sTriggerOneRefreshThenEachIsReplayed() async throws {
        let provider = SlowRefreshingProvider(initial: "stale")
        let stub = tokenCheckingStub()
        let client = makeClient(
            stub, middleware: [ValidationMiddleware(), AuthMiddleware(provider: provider)])
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<10 { group.addTask { try await client.send(Request<Item>.get("x")).name } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: "ok", count: 10))
        #expect(provider.refreshes.count == 1)
        #expect(stub.requests.count == 20)
        // Once refreshed, later requests use the new token straight away.
        _ = try await client.send(Request<Item>.get("x"))
        #expect(stub.requests.count == 21)
    }

    @Test func a401AfterRefreshStands() async {
        final class NoRefresh: TokenProvider {
            func token() async throws -> String? { "stale" }
            func refreshToken(rejected: String) async throws -> String? { nil }
        }
        let stub = tokenCheckingStub()
        let client = makeClient(
            stub, middleware: [ValidationMiddleware(), AuthMiddleware(provider: NoRefresh())])
        await #expect {
            try await client.send(Request<Void>.get("x"))
        } throws: { ($0 as? CourierError)?.statusCode == 401 }
        #expect(stub.requests.count == 1)
    }

    /// A refresh that fails, or finds no token, is the answer for every request that was sent with
    /// the rejected token before it ended; a request that takes the token later may try again.
    @Test(arguments: [true, false])
    func aRefreshThatEndedWithoutATokenIsNotRepeatedForTheSameToken(throwing: Bool) async throws {
        struct Offline: Error {}
        final class Unrefreshable: TokenProvider {
            let refreshes = Counter()
            let throwing: Bool
            init(throwing: Bool) { self.throwing = throwing }
            func token() async throws -> String? { "stale" }
            func refreshToken(rejected: String) async throws -> String? {
                refreshes.increment()
                if throwing { throw Offline() }
                return nil
            }
        }
        let provider = Unrefreshable(throwing: throwing)
        let refresher = TokenRefresher(provider: provider)
        let (token, ended) = try await refresher.token()
        #expect(token == "stale")
        for _ in 0..<3 {  // the 401s of requests sent with "stale" before its refresh ended
            let fresh = try? await refresher.refresh(rejected: "stale", refreshesEnded: ended)
            #expect(fresh == nil)
        }
        #expect(provider.refreshes.count == 1)
        let (again, later) = try await refresher.token()
        #expect(again == "stale")
        _ = try? await refresher.refresh(rejected: "stale", refreshesEnded: later)
        #expect(provider.refreshes.count == 2)
    }

    /// Requests that need the first token at once wait for one answer from the provider (a token
    /// fetched over the network is fetched once).
    @Test func theFirstTokenIsAskedForOnceByConcurrentRequests() async throws {
        let provider = GatedToken()
        let client = makeClient(
            tokenCheckingStub(), middleware: [ValidationMiddleware(), AuthMiddleware(provider: provider)])
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try await client.send(Request<Item>.get("x")).name } }
            // However many have started by now, they wait for the one answer.
            try await Task.sleep(for: .milliseconds(100))
            provider.open.yield()
            provider.open.finish()
            let names = try await group.reduce(into: []) { $0.append($1) }
            #expect(names == Array(repeating: "ok", count: 8))
        }
        #expect(provider.asked.count == 1)
    }

    /// A request cancelled while it waits for the first token stops waiting at once; the provider's
    /// answer still serves the requests after it, without being asked again.
    @Test func aRequestWaitingForTheFirstTokenCanBeCancelled() async throws {
        let provider = GatedToken()
        let client = makeClient(
            tokenCheckingStub(), middleware: [ValidationMiddleware(), AuthMiddleware(provider: provider)])
        let waiting = Task { try await client.send(Request<Item>.get("x")) }
        while provider.asked.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
        waiting.cancel()
        let failure = await #expect(throws: CourierError.self) { try await waiting.value }
        guard case .transport(let transport, _)? = failure, transport.kind == .cancelled else {
            Issue.record("not a cancellation: \(String(describing: failure))")
            return
        }
        provider.open.yield()
        provider.open.finish()
        #expect(try await client.send(Request<Item>.get("x")).name == "ok")
        #expect(provider.asked.count == 1)
    }

    /// A request cancelled while it waits for a refresh stops waiting; the refresh it started ends
    /// all the same, and its token is kept for the others, without a second refresh.
    @Test func aRequestWaitingForARefreshCanBeCancelled() async throws {
        final class GatedRefresh: TokenProvider {
            let refreshes = Counter()
            let (opened, open) = AsyncStream<Void>.makeStream()
            func token() async throws -> String? { "stale" }
            func refreshToken(rejected: String) async throws -> String? {
                refreshes.increment()
                for await _ in opened { break }
                return "fresh"
            }
        }
        let provider = GatedRefresh()
        let refresher = TokenRefresher(provider: provider)
        let (stale, ended) = try await refresher.token()
        #expect(stale == "stale")
        let starter = Task { try await refresher.refresh(rejected: "stale", refreshesEnded: ended) }
        while provider.refreshes.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
        starter.cancel()
        await #expect(throws: CancellationError.self) { try await starter.value }
        provider.open.yield()
        provider.open.finish()
        #expect(try await refresher.refresh(rejected: "stale", refreshesEnded: ended) == "fresh")
        #expect(try await refresher.token().token == "fresh")
        #expect(provider.refreshes.count == 1)
    }

    /// A first token that could not be had is not kept: the next request asks again.
    @Test func aFailedFirstTokenIsAskedForAgain() async throws {
        final class OfflineOnce: TokenProvider {
            let asked = Counter()
            func token() async throws -> String? {
                if asked.increment() == 1 { throw URLError(.notConnectedToInternet) }
                return "fresh-1"
            }
            func refreshToken(rejected: String) async throws -> String? { nil }
        }
        let provider = OfflineOnce()
        let client = makeClient(
            tokenCheckingStub(), middleware: [ValidationMiddleware(), AuthMiddleware(provider: provider)])
        await #expect(throws: CourierError.self) { try await client.send(Request<Item>.get("x")) }
        #expect(try await client.send(Request<Item>.get("x")).name == "ok")
        #expect(provider.asked.count == 2)
    }

    @Test func aFailingProviderIsReportedAsAMiddlewareError() async {
        struct Offline: Error {}
        final class Failing: TokenProvider {
            func token() async throws -> String? { throw Offline() }
            func refreshToken(rejected: String) async throws -> String? { nil }
        }
        let client = makeClient(sequence([.status(204)]), middleware: [AuthMiddleware(provider: Failing())])
        await #expect {
            try await client.send(Request<Void>.get("x"))
        } throws: { error in
            guard case .middleware(let message, let underlying, _) = error as? CourierError else {
                return false
            }
            return message.contains("access token") && underlying is Offline
        }
    }

    @Test func noTokenMeansNoHeader() async throws {
        final class LoggedOut: TokenProvider {
            func token() async throws -> String? { nil }
            func refreshToken(rejected: String) async throws -> String? { nil }
        }
        let stub = sequence([.status(204)])
        try await makeClient(stub, middleware: [AuthMiddleware(provider: LoggedOut())]).send(
            Request<Void>.get("x"))
        #expect(stub.requests.last?.headers["Authorization"] == nil)
    }
}

/// A provider whose first token ("fresh-1") comes once `open` is given a value; counts the asks.
private final class GatedToken: TokenProvider {
    let asked = Counter()
    let (opened, open) = AsyncStream<Void>.makeStream()
    func token() async throws -> String? {
        asked.increment()
        for await _ in opened { break }
        return "fresh-1"
    }
    func refreshToken(rejected: String) async throws -> String? { nil }
}
