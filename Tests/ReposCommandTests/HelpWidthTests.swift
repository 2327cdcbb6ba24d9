import Foundation
import TestSupport
import Testing

/// `repos --help` and the interactive search's hint fit 80 columns.
@Suite struct HelpWidthTests {
    @Test func theHelpFitsEightyColumns() async throws {
        let runner = try ReposRunner(serverDown: ())
        let pages = try await HelpPages.all(of: Executables.path("repos"), environment: runner.environment)
        #expect(pages.count == 1)
        #expect(HelpPages.tooWide(pages) == [])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func theInteractiveHintFitsEightyColumns() async throws {
        let runner = try ReposRunner()
        let transcript = try await runner.runAtTerminal(
            steps: [.expect("Ctrl-D quits."), .keys("\u{04}")])
        #expect(transcript.status == 0, "\(transcript)")
        let hints = transcript.text.replacing(#/\x1B\[[0-9;?]*[A-Za-z]/#, with: "\n")
            .split(separator: "\n").filter { $0.contains("Ctrl-D quits.") }
        #expect(!hints.isEmpty, "\(transcript)")
        #expect(HelpPages.tooWide(lines: hints) == [])
    }
}
