import Basics
import Foundation
import TestSupport
import Testing

@testable import Courier

/// No error a client throws holds a secret: not in its description, and nowhere in its value
/// (`dump`), whichever path made it. Real servers on 127.0.0.1 answer.
@Suite struct ErrorSecretTests {
    static let token = "tok-SECRET-4c1d"
    static let signature = "sig-SECRET-77aa"
    /// The standard keys and this API's own: a `sig` query item and an `X-Sig` header.
    static let keys = SecretKeys.standard.adding("sig", "x-sig")

    func client(_ base: URL, headers: HTTPHeaders = [:], middleware: [any Middleware]) -> Client {
        Client(
            baseURL: base, headers: headers.merging(["X-Sig": Self.signature]), middleware: middleware,
            secretKeys: Self.keys)
    }

    static let signed = Request<Void>.get("items", query: [URLQueryItem(name: "sig", value: signature)])

    /// The error printed, reflected and dumped shows neither secret.
    func expectNoSecret(_ error: (any Error)?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return
        }
        var dumped = ""
        dump(error, to: &dumped)
        for text in [String(describing: error), String(reflecting: error), dumped] {
            #expect(!text.contains(Self.token), "\(text)", sourceLocation: sourceLocation)
            #expect(!text.contains(Self.signature), "\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func aTransportErrorKeepsNoTokenSignatureOrSecretHeader() async throws {
        let port = try RefusingPort()
        let base = try #require(URL(string: "http://127.0.0.1:\(port.port)/"))
        let client = client(base, middleware: [ValidationMiddleware(), AuthMiddleware(.bearer(Self.token))])
        let error = await #expect(throws: CourierError.self) { try await client.send(Self.signed) }
        guard case .transport(let failure, let request)? = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .cannotConnect)
        #expect(request.headers["Authorization"] == "<redacted>")
        expectNoSecret(error)
    }

    @Test func aRetryCapAndTheRefusalsOfItsPausedKeyKeepNoToken() async throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 429, headers: [("Retry-After", "3600")], body: [])
        }
        defer { server.stop() }
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxTotalWait: .seconds(60)), clock: ManualClock(advancesBySleeping: true))
        let client = client(
            server.url("/"),
            middleware: [ValidationMiddleware(), AuthMiddleware(.bearer(Self.token)), retry])
        let capped = await #expect(throws: CourierError.self) { try await client.send(Self.signed) }
        guard case .status(let failure)? = capped else {
            Issue.record("expected a status error, got \(String(describing: capped))")
            return
        }
        #expect(failure.waitCapReached != nil)
        expectNoSecret(capped)
        // The key is paused for an hour: the next request is refused without being sent.
        let refused = await #expect(throws: CourierError.self) { try await client.send(Self.signed) }
        guard case .middleware(_, let underlying, _)? = refused else {
            Issue.record("expected a refusal, got \(String(describing: refused))")
            return
        }
        #expect(underlying is WaitCapReached)
        expectNoSecret(refused)
    }

    /// What a token endpoint answered, quoted by the provider's error.
    struct RefreshRefused: Error, CustomStringConvertible {
        let answer: String
        var description: String { "the token endpoint answered \(answer)" }
    }

    struct Offline: Error, Equatable {}

    @Test func aProviderErrorThatQuotesATokenIsKeptOnlyMasked() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let quoting = client(
            server.url("/"),
            middleware: [
                ValidationMiddleware(),
                AuthMiddleware { throw RefreshRefused(answer: #"{"access_token":"\#(Self.token)"}"#) },
            ])
        let masked = await #expect(throws: CourierError.self) { try await quoting.send(Self.signed) }
        guard case .middleware(_, let underlying, _)? = masked else {
            Issue.record("expected a middleware error, got \(String(describing: masked))")
            return
        }
        #expect("\(underlying)".contains("<redacted>"))
        expectNoSecret(masked)
        // An error that shows no secret keeps its type, so code can still match on it.
        let plain = client(
            server.url("/"), middleware: [ValidationMiddleware(), AuthMiddleware { throw Offline() }])
        let kept = await #expect(throws: CourierError.self) { try await plain.send(Self.signed) }
        guard case .middleware(_, let offline, _)? = kept else {
            Issue.record("expected a middleware error, got \(String(describing: kept))")
            return
        }
        #expect(offline as? Offline == Offline())
    }

    /// A body whose encoding fails, quoting a signed value.
    struct Unsignable: Encodable, Sendable {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "cannot encode sig=\(ErrorSecretTests.signature)" }
        }
        func encode(to encoder: any Encoder) throws { throw Refused() }
    }

    @Test func anEncodingFailureKeepsNoDefaultCredentialAndMasksItsReason() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let client = client(
            server.url("/"), headers: ["Authorization": "Bearer \(Self.token)"],
            middleware: [ValidationMiddleware()])
        let error = await #expect(throws: CourierError.self) {
            try await client.send(Request<Void>.post("items", body: .json(Unsignable())))
        }
        guard case .encoding(let failure)? = error else {
            Issue.record("expected an encoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.reason.contains("sig=<redacted>"))
        expectNoSecret(error)
    }
}
