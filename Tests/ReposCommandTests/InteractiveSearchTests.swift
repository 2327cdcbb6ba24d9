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

    /// In a narrow window, an error is wrapped at its spaces by the screen itself, not cut by the
    /// terminal in the middle of a word or an address.
    @Test func anErrorIsWrappedToANarrowWindow() async throws {
        let runner = try ReposRunner(serverDown: ())
        let transcript = try await runner.runAtTerminal(
            steps: [
                .expect("Type a user name"), .keys("octocat"), .expect("Enter tries again"), .keys("\u{04}"),
            ],
            columns: 40)
        #expect(transcript.status == 0, "\(transcript)")
        let screen = try #require(transcript.text.components(separatedBy: "\u{1B}[2J").last)
        let errorLines = screen.components(separatedBy: "\n").drop { !$0.contains("could not reach") }
            .prefix { !$0.contains("Enter tries again") }
        #expect(errorLines.count > 1, "\(transcript)")
        #expect(errorLines.allSatisfy { $0.count < 40 }, "\(transcript)")
    }

    /// A person waits at the search: a GitHub that takes the connection and never answers is an
    /// error within the interactive caps (``PersonWaits``), as in the other tools' menus.
    @Test func aServerThatNeverAnswersIsAnErrorWithinSeconds() async throws {
        let silent = try LoopbackHTTPServer { _ in .neverAnswer }
        defer { silent.stop() }
        let runner = ReposRunner(apiURL: silent.url("/"))
        let transcript = try await runner.runAtTerminal(
            steps: [
                .expect("Type a user name"),
                .keys("octocat"),
                .expect("Enter tries again"),
                .keys("\u{04}"),
            ])
        #expect(transcript.status == 0, "\(transcript)")
        #expect(!transcript.text.contains("Still waiting"), "\(transcript)")
        #expect(transcript.text.contains("127.0.0.1:\(silent.port) sent no answer within "), "\(transcript)")
        #expect(!transcript.text.contains("curl"), "in words, not libcurl's: \(transcript)")
    }

    @Test func enterTriesAFailedSearchAgain() async throws {
        let runner = try ReposRunner()
        runner.server?.setFault(.malformedJSON, times: 1)
        let transcript = try await runner.runAtTerminal(
            steps: [
                .expect("Type a user name"),
                .keys("nerdishbynature"),
                .expect("Enter tries again"),
                .keys("\r"),
                .expect("42 repositories of nerdishbynature"),
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
                .keys("\u{04}"),
            ], colour: true)
        #expect(transcript.status == 0, "\(transcript)")
        // The fixture avatar is red on the left and blue on the right.
        #expect(transcript.text.contains("\u{1B}[38;2;255;0;0m"))
        #expect(transcript.text.contains("\u{1B}[38;2;0;0;255m"))
    }

    /// On a terminal shorter than the list, the list scrolls within the window so the search line
    /// stays on screen.
    @Test func aLongListScrollsWithinTheTerminalsHeight() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("1–12 of 42"),
                .keys("\u{04}"),
            ], rows: 20)
        #expect(transcript.status == 0, "\(transcript)")
        let lastScreen = try #require(transcript.text.components(separatedBy: "\u{1B}[2J").last)
        #expect(lastScreen.hasPrefix("GitHub user: nerdishbynature"), "\(lastScreen)")
        // At most 19 lines of text, so the cursor's line, the 20th, does not scroll the first away.
        let shown = lastScreen.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        #expect(shown.count <= 19, "\(lastScreen)")
    }

    /// At 60 columns the line under the list used to wrap onto a second line, so the screen
    /// scrolled and the search line went out of sight.
    @Test func aNarrowShortWindowKeepsTheSearchLineInSight() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect(" of 42"),
                .keys("\u{04}"),
            ], rows: 15, columns: 60)
        #expect(transcript.status == 0, "\(transcript)")
        let lastScreen = try #require(transcript.text.components(separatedBy: "\u{1B}[2J").last)
        #expect(lastScreen.hasPrefix("GitHub user: nerdishbynature"), "\(lastScreen)")
        let shown = lastScreen.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        let rows = shown.map { max(1, ($0.filter { $0 != "\r" }.count + 59) / 60) }.reduce(0, +)
        #expect(rows <= 14, "\(lastScreen)")
    }

    /// A window too narrow for the table's columns lists the names alone, a line each: the
    /// selection is in sight, and Enter prints the repository it is on.
    @Test func aWindowTooNarrowForTheTableListsTheNames() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .keys("\u{1B}[B\u{1B}[B"), .expect("\n> "), .expect(" of 42"),
                .keys("\r"),
            ], rows: 14, columns: 40)
        #expect(transcript.status == 0, "\(transcript)")
        let screens = transcript.text.components(separatedBy: "\u{1B}[2J")
        let last = try #require(screens.last { $0.contains(" of 42") })
        let lines = last.replacingOccurrences(of: "\u{1B}[H", with: "").trimmingCharacters(in: .newlines)
            .components(separatedBy: "\n").map { $0.filter { $0 != "\r" } }
        let selected = try #require(lines.first { $0.hasPrefix("> ") }, "\(last)")
        let list = lines.drop { !$0.hasSuffix("NAME") }.prefix { !$0.isEmpty }
        #expect(list.count >= 3 && list.allSatisfy { $0.count <= 40 }, "\(list)")
        // The lines above the list are cut to the window too, not wrapped by the terminal.
        let above = lines.filter { $0.hasPrefix("Avatar: ") || $0.contains("repositories of") }
        #expect(above.count == 2 && above.allSatisfy { $0.count <= 40 }, "\(above)")
        #expect(above.allSatisfy { $0.count < 40 || $0.hasSuffix("…") }, "\(above)")
        let name = String(selected.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        #expect(transcript.text.hasSuffix("/nerdishbynature/\(name)\n"), "\(name): \(transcript)")
    }

    /// The person test's case: 42 repositories in 30 rows. Page Down, `j`/`k` (once the list has
    /// the keys) and the arrows scroll; a resized window is drawn again at its size; Enter prints
    /// the selected repository's URL.
    @Test func theListScrollsFollowsAResizeAndEnterPrintsTheURL() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"),
                .expect("42 repositories of nerdishbynature"),
                .expect("1–22 of 42"),
                .keys("\u{1B}[6~"), .expect("ZipArchive"), .expect("21–42 of 42"),
                .keys("jkk"), .expect("> objective-git"),
                .resize(rows: 15, columns: 80), .expect("21–27 of 42"),
                .keys("\u{1B}[A"), .expect("20–26 of 42"), .keys("\u{1B}[B"), .expect("> objective-git"),
                .keys("\r"),
            ], rows: 30)
        #expect(transcript.status == 0, "\(transcript)")
        let screens = transcript.text.components(separatedBy: "\u{1B}[2J")
        let resized = try #require(screens.last { $0.contains("21–27 of 42") })
        #expect(resized.hasPrefix("GitHub user: nerdishbynature"), "\(resized)")
        // Each screen but the last ends with the next one's cursor-home sequence.
        let lines = resized.replacingOccurrences(of: "\u{1B}[H", with: "").trimmingCharacters(in: .newlines)
            .components(separatedBy: "\n")
        #expect(lines.count <= 14, "drawn for 15 rows: \(resized)")
        #expect(lines.contains { $0.hasPrefix("> objective-git ") }, "\(resized)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(resized)")
        #expect(
            transcript.text.hasSuffix("\nhttps://github.com/nerdishbynature/objective-git\n"), "\(transcript)"
        )
    }

    /// Typing `j` and `k` into the search line types them, until the list is given the keys.
    @Test func jAndKAreTypedUntilTheListHasTheKeys() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"), .expect("1–22 of 42"),
                .keys("\t"), .expect("↑↓ PgUp PgDn j/k"), .keys("jj"), .expect("> git2go-com"),
                .keys("\t"), .keys("j"), .expect("no such user: nerdishbynaturej"),
                .keys("\u{04}"),
            ], rows: 30)
        #expect(transcript.status == 0, "\(transcript)")
    }

    /// A paste of thousands of characters is drawn once a chunk, not once a character, and the
    /// search line shows its end on one line, where the cursor is.
    @Test func aLongPasteIsDrawnOnceAndKeepsTheLineInSight() async throws {
        let runner = try ReposRunner()
        let pasted = String(repeating: "a", count: 4_990) + "bcdef"
        let transcript = try await runner.runAtTerminal(
            steps: [.expect("Type a user name"), .keys(pasted), .expect("aaabcdef"), .keys("\u{04}")],
            rows: 24, columns: 80)
        #expect(transcript.status == 0, "\(transcript)")
        let screens = transcript.text.components(separatedBy: "\u{1B}[2J")
        #expect(screens.count < 100, "\(screens.count) screens drawn for one paste")
        let searchLine = try #require(
            screens.last?.components(separatedBy: "\n").first?.filter { $0 != "\r" })
        #expect(searchLine.hasPrefix("GitHub user: …") && searchLine.hasSuffix("aabcdef"), "\(searchLine)")
        #expect(searchLine.count <= 80, "one line of the window")
    }

    /// A full first page says it may not be all; `--all` lists every page at the terminal too. A
    /// user that does not exist is not offered a retry.
    @Test func aFullFirstPageSaysSoAndAllListsEveryPage() async throws {
        let runner = try ReposRunner()
        let server = try #require(runner.server)
        server.addUser("many", repositories: 130)
        server.setRateLimit(limit: 5000, remaining: 5000)
        let first = try await runner.runAtTerminal(
            steps: [
                .keys("many"), .expect("The first 100 repositories of many (repos --all lists every one)"),
                .keys("\u{15}nosuchuser"), .expect("no such user: nosuchuser"), .keys("\u{04}"),
            ], rows: 30)
        #expect(first.status == 0, "\(first)")
        #expect(!first.text.contains("Enter tries again"), "\(first)")
        let all = try await runner.runAtTerminal(
            "--all", steps: [.keys("many"), .expect("130 repositories of many"), .keys("\u{04}")], rows: 30)
        #expect(all.status == 0, "\(all)")
    }

    /// The Esc key alone is ignored, and the arrow pressed after it still moves: neither is typed
    /// into the search.
    @Test func escapeAloneIsIgnoredAndTheNextArrowStillMoves() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [
                .keys("nerdishbynature"), .expect("1–22 of 42"),
                .keys("\u{1B}"), .keys("\u{1B}[B"), .expect("> "),
                .keys("\u{1B}\u{1B}[B"),
                // An arrow whose bytes come in two reads (a slow link) is still an arrow: the pause
                // lets the program read the ESC on its own.
                .keys("\u{1B}"), .pause(.milliseconds(200)), .keys("[B"),
                .keys("\r"),
            ], rows: 30)
        #expect(transcript.status == 0, "\(transcript)")
        #expect(!transcript.text.contains("nerdishbynature["), "\(transcript)")
        #expect(
            transcript.text.hasSuffix("\nhttps://github.com/nerdishbynature/git2go-faq-web\n"),
            "three rows down: \(transcript)")
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

    /// A terminal that takes no cursor controls (`TERM=dumb`) could not show a search redrawn as it
    /// is typed: it is told to name the user instead, and is sent no control codes.
    @Test func aDumbTerminalIsToldToNameTheUser() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [.expect("run repos USER")], term: "dumb")
        #expect(transcript.status == 1, "\(transcript)")
        #expect(!transcript.text.contains("\u{1B}"), "\(transcript)")
    }

    /// Ctrl-C arrives as a key (the keyboard is raw), and ends the search as an interrupt ends
    /// every other tool: by SIGINT (130), the terminal as it was.
    @Test func ctrlCEndsTheSearchAsAnInterrupt() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [.expect("Type a user name"), .keys("nerdish"), .keys("\u{03}")])
        #expect(transcript.status == 130, "\(transcript)")
        #expect(transcript.signal == SIGINT, "\(transcript)")
        #expect(transcript.isCookedAtExit == true, "\(transcript)")
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
