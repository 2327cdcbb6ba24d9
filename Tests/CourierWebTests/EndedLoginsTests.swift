import Basics
import Foundation
import TILClient
import TestSupport
import Testing
import Web

@testable import courier_web

/// The TIL logins of ended web sessions are revoked one after another, in the order the sessions
/// ended, each with its own token; a session that held no login asks nothing.
@Suite(.timeLimit(.minutes(1)))
struct EndedLoginsTests {
    @Test func loginsAreRevokedOneAtATimeInTheOrderTheyEnded() async throws {
        let seen = Locked((tokens: [String](), inFlight: 0, most: 0))
        let server = try LoopbackHTTPServer { request in
            guard request.method == "POST", request.route == "/api/users/logout" else {
                return .respond(status: 404, headers: [], body: [])
            }
            seen.withLock { seen in
                seen.inFlight += 1
                seen.most = max(seen.most, seen.inFlight)
            }
            usleep(20_000)  // long enough for a second request to overlap, were one sent
            let token = request.headers.first { $0.first?.lowercased() == "authorization" }?.last ?? ""
            seen.withLock { seen in
                seen.inFlight -= 1
                seen.tokens.append(token)
            }
            return .respond(status: 204, headers: [], body: [])
        }
        defer { server.stop() }
        let configuration = TILConfiguration(
            serverURL: server.url(""),
            credentialsFile: FileManager.default.temporaryDirectory.appending(path: "unused-\(UUID())"))
        let ended = EndedLogins(TILApp(configuration: configuration))

        for index in 0..<4 {
            ended.revoke([
                try Self.session(holding: "token-\(index)"), Session(now: Date(), lifetime: .seconds(60)),
            ])
        }
        for _ in 0..<300 where seen.withLock({ $0.tokens.count }) < 4 {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(seen.withLock { $0.tokens } == (0..<4).map { "Bearer token-\($0)" })
        #expect(seen.withLock { $0.most } == 1, "one revocation at a time")
    }

    /// A web session whose TIL login holds `token`.
    private static func session(holding token: String) throws -> Session {
        var session = Session(now: Date(), lifetime: .seconds(60))
        session[TILApp.loginKey] = String(
            decoding: try JSONEncoder().encode(StoredCredentials(token: token)), as: UTF8.self)
        return session
    }
}
