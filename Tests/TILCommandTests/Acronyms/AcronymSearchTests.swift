import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms search TERM` finds acronyms whose short form or meaning is exactly TERM
/// (case-sensitive; spaces, `+`, `&`, `%` and `#` included), as the server's search does; when
/// none is, it shows those that contain TERM, ignoring case, and says so.
@Suite(.tilServer(auth: .on)) struct AcronymSearchTests {
    @Test func searchMatchesTheShortFormOrTheWholeMeaningExactly() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let meaning = Unique.name("Oh My God") + " + C++ & 100% = #1?"
        let acronym = try await data.acronym(Unique.name("OMG"), meaning)
        let til = try TILRunner(server)

        let byShort = try await til.run("acronyms", "search", acronym.short, "--json")
        #expect(byShort.status == ToolExit.success, "\(byShort)")
        #expect(try byShort.json([Acronym].self) == [acronym])

        let byMeaning = try await til.run("acronyms", "search", meaning)
        #expect(byMeaning.status == ToolExit.success, "\(byMeaning)")
        let id = try acronym.requireID().uuidString
        #expect(byMeaning.tableRow(containing: id) == [acronym.short, meaning, id])

        for near in [String(acronym.short.dropLast()), acronym.short.lowercased(), meaning.uppercased()] {
            let result = try await til.run("acronyms", "search", near)
            #expect(result.status == ToolExit.success)
            #expect(
                result.stdout.hasPrefix("No acronym is exactly \u{201C}\(near)\u{201D}; these contain it"),
                "\(result)")
            #expect(result.tableRow(containing: id) == [acronym.short, meaning, id], "\(near) contains")
            let json = try await til.run("acronyms", "search", near, "--json")
            #expect(try json.json([Acronym].self) == [], "--json stays the server's exact search")
        }
        let nothing = try await til.run("acronyms", "search", Unique.name("zzq"))
        #expect(nothing.stdout.hasPrefix("No acronym is \u{201C}"), "\(nothing)")
        #expect(
            nothing.stdout.hasSuffix("or contains it\n"), "said once, not again as an empty table: \(nothing)"
        )
    }
}
