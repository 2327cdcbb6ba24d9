import Foundation
import TILModels
import Testing

/// `til acronyms search TERM` finds acronyms whose short form or meaning is exactly TERM
/// (case-sensitive; spaces, `+`, `&`, `%` and `#` included), as the server's search does.
@Suite(.tilServer(auth: .on)) struct AcronymSearchTests {
    @Test func searchMatchesTheShortFormOrTheWholeMeaningExactly() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let meaning = Unique.name("Oh My God") + " + C++ & 100% = #1?"
        let acronym = try await data.acronym(Unique.name("OMG"), meaning)
        let til = try TILRunner(server)

        let byShort = try await til.run("acronyms", "search", acronym.short, "--json")
        #expect(byShort.status == TILExit.success, "\(byShort)")
        #expect(try byShort.json([Acronym].self) == [acronym])

        let byMeaning = try await til.run("acronyms", "search", meaning)
        #expect(byMeaning.status == TILExit.success, "\(byMeaning)")
        let id = try acronym.requireID().uuidString
        #expect(byMeaning.tableRow(containing: id) == [acronym.short, meaning, id])

        for near in [String(acronym.short.dropLast()), acronym.short.lowercased(), meaning.uppercased()] {
            let result = try await til.run("acronyms", "search", near)
            #expect(result.status == TILExit.success)
            #expect(result.stdout == "No acronyms.\n", "\(near) should match nothing")
        }
    }
}
