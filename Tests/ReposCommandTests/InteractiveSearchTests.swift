import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `repos` with no user at a terminal: the list follows the typing.
@Suite struct InteractiveSearchTests {
    @Test func typingANameShowsItsRepositories() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .expect("Type a user name"),
                .keys("nerdish"),
                .expect("no such user: nerdish"),
                .keys("bynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("nerdishbynature/octokit.swift"),
                .keys("\u{04}"),
            ])
        #expect(transcript.status == 0, "\(transcript)")
    }

    @Test func avatarsAreHalfBlockImagesOnAColourTerminal() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("▀"),
                .keys("\u{03}"),
            ], colour: true)
        #expect(transcript.status == 0, "\(transcript)")
        // The fixture avatar is red on the left and blue on the right.
        #expect(transcript.text.contains("\u{1B}[38;2;255;0;0m"))
        #expect(transcript.text.contains("\u{1B}[38;2;0;0;255m"))
    }

    /// On a terminal shorter than the list, the list is cut so the search line stays on screen.
    @Test func aLongListIsCutToTheTerminalsHeight() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("more lines (a taller window shows them"),
                .keys("\u{04}"),
            ], rows: 20)
        #expect(transcript.status == 0, "\(transcript)")
        let lastScreen = try #require(transcript.text.components(separatedBy: "\u{1B}[2J").last)
        #expect(lastScreen.hasPrefix("GitHub user: nerdishbynature"), "\(lastScreen)")
        // At most 19 lines of text, so the cursor's line, the 20th, does not scroll the first away.
        let shown = lastScreen.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        #expect(shown.count <= 19, "\(lastScreen)")
    }

    /// At 60 columns the "more lines" note used to wrap onto a second line, so the screen scrolled
    /// and the search line went out of sight.
    @Test func aNarrowShortWindowKeepsTheSearchLineInSight() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("more lines"),
                .keys("\u{04}"),
            ], rows: 15, columns: 60)
        #expect(transcript.status == 0, "\(transcript)")
        let lastScreen = try #require(transcript.text.components(separatedBy: "\u{1B}[2J").last)
        #expect(lastScreen.hasPrefix("GitHub user: nerdishbynature"), "\(lastScreen)")
        let shown = lastScreen.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        let rows = shown.map { max(1, ($0.filter { $0 != "\r" }.count + 59) / 60) }.reduce(0, +)
        #expect(rows <= 14, "\(lastScreen)")
    }

    @Test func backspaceEditsTheQuery() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynaturex"),
                .expect("no such user: nerdishbynaturex"),
                .keys("\u{7F}"),
                .expect("42 repositories of nerdishbynature"),
                .keys("\u{04}"),
            ])
        #expect(transcript.status == 0, "\(transcript)")
    }

    @Test func aTerminationSignalLeavesTheTerminalAsItFoundIt() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .expect("Type a user name"),
                .keys("nerdish"),
                .expect("no such user: nerdish"),
                .signal(SIGTERM),
            ])
        #expect(transcript.status == 128 + SIGTERM, "\(transcript)")
        #expect(transcript.isCookedAtExit == true, "\(transcript)")
    }
}
