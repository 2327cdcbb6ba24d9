import Foundation
import Testing

@testable import Courier

@Suite struct CredentialScopeTests {
    func client(_ stub: StubTransport, _ auth: AuthMiddleware) -> Client {
        makeClient(stub, middleware: [ValidationMiddleware(), auth])
    }

    @Test func theTokenGoesOnlyToTheBaseURLsOrigin() async throws {
        let stub = sequence([.status(204)])
        let client = client(stub, AuthMiddleware(.bearer("s3cret")))
        try await client.send(Request<Void>.get("user"))
        try await client.send(Request<Void>.get(RequestPath(raw: "https://avatars.example.net/u/1?v=4")))
        try await client.send(Request<Void>.get(RequestPath(raw: "http://api.example.com/v1/user")))
        try await client.send(Request<Void>.get(RequestPath(raw: "https://api.example.com:8443/v1/user")))
        try await client.send(Request<Void>.get(RequestPath(raw: "https://API.example.com/v1/other")))
        #expect(
            stub.requests.map { $0.headers["Authorization"] } == [
                "Bearer s3cret", nil, nil, nil, "Bearer s3cret",
            ])
    }

    @Test func explicitHostsAndPredicatesNarrowOrWidenTheScope() async throws {
        let stub = sequence([.status(204)])
        let scope = CredentialScope.hosts(["api.example.com", "content.example.com"]).and {
            $0.method != .get
        }
        let client = client(stub, AuthMiddleware(.header(name: "X-Key", value: "k"), scope: scope))
        try await client.send(Request<Void>.post("records"))
        try await client.send(Request<Void>.get("records"))
        try await client.send(Request<Void>.post(RequestPath(raw: "https://content.example.com/upload")))
        try await client.send(Request<Void>.post(RequestPath(raw: "http://content.example.com/upload")))
        #expect(stub.requests.map { $0.headers["X-Key"] } == ["k", nil, "k", nil])
    }

    @Test func aRawHTTPRequestSentByTheClientIsScopedToo() async throws {
        let stub = sequence([.status(204)])
        let client = client(stub, AuthMiddleware(.bearer("t")))
        // safe: literals
        _ = try await client.send(HTTPRequest(url: URL(string: "https://api.example.com/v1/x")!))
        _ = try await client.send(HTTPRequest(url: URL(string: "https://evil.example.org/x")!))
        #expect(stub.requests.map { $0.headers["Authorization"] } == ["Bearer t", nil])
    }

    @Test func aCurrentCredentialIsReadForEachRequest() async throws {
        let stub = sequence([.status(204)])
        let counter = Counter()
        let auth = AuthMiddleware { counter.increment() == 1 ? nil : .bearer("token\(counter.count)") }
        let client = client(stub, auth)
        try await client.send(Request<Void>.get("a"))
        try await client.send(Request<Void>.get("b"))
        #expect(stub.requests.map { $0.headers["Authorization"] } == [nil, "Bearer token2"])
    }
}
