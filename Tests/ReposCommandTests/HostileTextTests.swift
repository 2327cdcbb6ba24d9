import Foundation
import GitHubFixtureServer
import TestSupport
import Testing

/// Text from the server never drives the terminal `repos` prints it on: no title change, no
/// clipboard write (OSC 52), no screen clear, in plain and interactive mode, in tables, the owner
/// line and error messages.
@Suite struct HostileTextTests {
    /// A window title, a clipboard write, a screen clear and a C1 control sequence introducer.
    static let hostile =
        "evil\u{1B}]0;pwned\u{07}\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}\u{1B}[2J\u{9B}2J\u{202E}"

    /// What a terminal would act on: ESC, BEL, the C1 introducer and the bidirectional override.
    static func expectInert(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for control in ["\u{1B}]", "\u{1B}[2J", "\u{07}", "\u{9B}", "\u{202E}"] {
            #expect(!text.contains(control), "\(text.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    func runner() throws -> (ReposRunner, GitHubFixtureServer) {
        let runner = try ReposRunner()
        let server = try #require(runner.server)
        server.addUser("evil", repositories: 3, ownerLogin: Self.hostile)
        return (runner, server)
    }

    @Test func theOwnerLineIsSanitisedLikeTheTable() async throws {
        let (runner, _) = try runner()
        let result = try await runner.run("evil")
        #expect(result.status == 0, "\(result)")
        Self.expectInert(result.stdout)
        #expect(result.stdout.hasPrefix("Owner: evil\u{FFFD}]0;pwned"), "\(result.stdout.debugDescription)")
    }

    @Test func jsonKeepsTheTextButEscapesWhatATerminalActsOn() async throws {
        let (runner, _) = try runner()
        let result = try await runner.run("evil", "--json")
        #expect(result.status == 0, "\(result)")
        Self.expectInert(result.stdout)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let owner = try #require(array.first?["owner"] as? [String: Any])
        #expect(owner["login"] as? String == Self.hostile)
    }

    @Test(arguments: [false, true])
    func aServersErrorMessageIsSanitised(json: Bool) async throws {
        let (runner, server) = try runner()
        server.setFault(.serverErrorSaying(Self.hostile))
        let result = try await runner.run(["nerdishbynature"] + (json ? ["--json"] : []))
        #expect(result.status == 5, "\(result)")
        Self.expectInert(result.stderr)
        #expect(result.stderr.contains("evil"), "\(result)")
    }

    @Test func interactiveModeShowsTheOwnerSanitised() async throws {
        let (runner, _) = try runner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("evil"),
                .expect("3 repositories of evil"),
                .expect("Owner: evil"),
                .keys("\u{04}"),
            ])
        #expect(transcript.status == 0, "\(transcript)")
        // The screen clears `repos` itself draws are ESC [ H ESC [ 2 J; nothing else may get through.
        let fromServer = transcript.text.replacingOccurrences(of: "\u{1B}[H\u{1B}[2J", with: "")
        Self.expectInert(fromServer)
    }
}
