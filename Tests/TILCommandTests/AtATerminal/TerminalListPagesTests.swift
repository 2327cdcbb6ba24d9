import Foundation
import TestSupport
import Testing

/// `til interactive` at a terminal too short for the list: the acronyms come a screenful at a time,
/// `>` and `<` turn the pages, any row is opened by its number, and coming back from it shows the
/// page it was on.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalListPagesTests {
    /// `til`, logged in, on the running server filled with 30 acronyms (A1…A30).
    private static func thirtyAcronyms() async throws -> TILRunner {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        for number in 1...30 { _ = try await data.acronym("A\(number)", "Acronym number \(number)") }
        let til = try TILRunner(server)
        try await til.login()
        return til
    }

    @Test(.tilServer(auth: .on)) func aLongListIsShownAPageAtATime() async throws {
        let til = try await Self.thirtyAcronyms()

        // 20 lines: pages of 12 rows.
        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [
                .expect("tab: "), .type("1"), .expect("1–12 of 30 · > next"), .expect("acronyms: "),
                .type(">"), .expect("13–24 of 30 · > next · < previous"), .expect("acronyms: "),
                .type("20"), .expect("e edit"), .expect("b back · q quit"), .type("b"),
                .expect("13–24 of 30 · > next · < previous"), .expect("acronyms: "),
                .type("<"), .expect("1–12 of 30 · > next"), .expect("acronyms: "),
                .type("<"), .expect("This is the first page."), .expect("acronyms: "), .type("q"),
            ],
            rows: 20)

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        let pages = transcript.text.components(separatedBy: "#  SHORT")
        #expect(pages.count == 5, "four pages shown, each with the heading: \(transcript)")
        let secondPage = try #require(pages.dropFirst(2).first)
        #expect(secondPage.contains("\n13  "), "\(transcript)")
        #expect(secondPage.contains("\n24  "))
        #expect(!secondPage.contains("\n12  ") && !secondPage.contains("\n25  "))
        #expect(!transcript.text.contains("Unknown choice"))
        #expect(transcript.text.hasSuffix("Bye.\n"))
    }

    /// A window resized while the list is shown: the page turned to is as tall as the window is
    /// now, and starts right after the rows shown (or ends right before them).
    @Test(.tilServer(auth: .on)) func turningAPageAfterAResizeFollowsTheWindow() async throws {
        let til = try await Self.thirtyAcronyms()

        // 20 lines: pages of 12 rows; 30 lines: 22; 14 lines: 6.
        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [
                .expect("tab: "), .type("1"), .expect("1–12 of 30 · > next"), .expect("acronyms: "),
                .resize(rows: 30, columns: 80), .type(">"), .expect("13–30 of 30 · < previous"),
                .expect("acronyms: "), .type("<"), .expect("1–12 of 30 · > next"), .expect("acronyms: "),
                .resize(rows: 14, columns: 80), .type(">"), .expect("13–18 of 30 · > next · < previous"),
                .expect("acronyms: "), .type("q"),
            ],
            rows: 20)

        #expect(transcript.status == ToolExit.success, "\(transcript)")
    }

    /// A window narrowed while the list is shown: the page turned to is laid out for its width, not
    /// cut where the old width would have cut it.
    @Test(.tilServer(auth: .on)) func turningAPageAfterNarrowingFitsTheNewWidth() async throws {
        let til = try await Self.thirtyAcronyms()

        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [
                .expect("tab: "), .type("1"), .expect("1–12 of 30 · > next"), .expect("acronyms: "),
                .resize(rows: 20, columns: 24), .type(">"), .expect("13–24 of 30"), .expect("acronyms: "),
                .type("q"),
            ],
            rows: 20)

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        let firstPage = try #require(transcript.text.components(separatedBy: "1–12 of 30").first)
        #expect(firstPage.contains("Acronym number 12"), "wide at first: \(transcript)")
        let secondPage = try #require(transcript.text.components(separatedBy: "1–12 of 30").dropFirst().first)
        #expect(!secondPage.contains("Acronym number 13"), "\(transcript)")
        #expect(secondPage.contains("…"), "\(transcript)")
    }
}
