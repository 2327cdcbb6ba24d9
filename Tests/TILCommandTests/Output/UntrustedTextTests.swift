import Foundation
import TILModels
import TestSupport
import Testing

/// Text from the server is shown safely: control characters (an escape sequence, line breaks, tabs)
/// never reach the terminal, each table row stays one line, wide characters keep the columns aligned,
/// and `--json` keeps the exact text.
@Suite(.tilServer(auth: .off)) struct UntrustedTextTests {
    @Test func controlCharactersAreNeutralisedInTablesAndDetails() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let short = "EV\u{1B}[31mIL-" + Unique.name("X")
        let evil = try await data.acronym(short, "line one\nline two\ttabbed\u{7}")
        let til = try TILRunner(server)

        let list = try await til.run("acronyms", "list")
        #expect(list.status == ToolExit.success)
        #expect(
            !list.stdout.contains("\u{1B}") && !list.stdout.contains("\u{7}") && !list.stdout.contains("\t"))
        let id = try evil.requireID().uuidString
        let row = try #require(list.stdout.split(separator: "\n").first { $0.contains(id) })
        #expect(row.contains("line one line two tabbed"))

        let show = try await til.run("acronyms", "show", id)
        #expect(show.status == ToolExit.success)
        #expect(!show.stdout.contains("\u{1B}"))

        let json = try await til.run("acronyms", "show", id, "--json")
        #expect(try json.json(Detail.self).acronym == evil)
    }

    private struct Detail: Decodable {
        let acronym: Acronym
    }

    @Test func wideCharactersKeepTheColumnsAligned() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let category = try await data.category(Unique.name("Wide"))
        let wide = try await data.acronym("日本語", "Japanese ☕")
        let narrow = try await data.acronym("JP", "Japan")
        try await data.attach(wide, to: category)
        try await data.attach(narrow, to: category)

        let result = try await TILRunner(server).run("categories", "acronyms", category.name)

        #expect(result.status == ToolExit.success, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let starts = try [wide, narrow].map { acronym in
            let line = try #require(lines.first { $0.contains(try acronym.requireID().uuidString) })
            let prefix = try #require(line.components(separatedBy: try acronym.requireID().uuidString).first)
            return displayWidth(prefix)
        }
        #expect(starts[0] == starts[1], "the id column starts at the same place on both rows")
    }

    /// Terminal columns: East Asian wide characters and most emoji take two.
    private func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let wide =
                (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value) || (0x2600...0x27BF).contains(scalar.value)
                || (0x1F300...0x1FAFF).contains(scalar.value)
            return width + (wide ? 2 : 1)
        }
    }
}
