import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms list` shows every acronym the server holds, in the order saved (or sorted), as a
/// table or as JSON. Reading needs no login.
@Suite(.tilServer(auth: .on)) struct AcronymListTests {
    @Test func theTableHasARowPerAcronymWithShortMeaningAndID() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym(Unique.name("OMG"), "Oh My God")
        let lol = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")

        let result = try await TILRunner(server).run("acronyms", "list")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout.hasPrefix("SHORT"))
        for acronym in [omg, lol] {
            let id = try acronym.requireID().uuidString
            #expect(result.tableRow(containing: id) == [acronym.short, acronym.long, id])
        }
    }

    @Test func jsonHasTheServersAcronymsInTheOrderSaved() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let mine = [
            try await data.acronym(Unique.name("AFK"), "Away From Keyboard"),
            try await data.acronym(Unique.name("BRB"), "Be Right Back"),
        ]

        let result = try await TILRunner(server).run("acronyms", "list", "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        let listed = try result.json([Acronym].self)
        #expect(listed.filter { mine.contains($0) } == mine)
        let held = try await data.acronyms()
        #expect(held.starts(with: listed), "a later listing only adds acronyms saved since")
    }

    @Test func sortedListsByShortForm() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let later = try await data.acronym("ZZ-" + Unique.name("SORT"), "Last")
        let earlier = try await data.acronym("AA-" + Unique.name("SORT"), "First")

        let result = try await TILRunner(server).run("acronyms", "list", "--sorted", "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        let shorts = try result.json([Acronym].self).map(\.short)
        #expect(shorts == shorts.sorted())
        let earlierIndex = try #require(shorts.firstIndex(of: earlier.short))
        let laterIndex = try #require(shorts.firstIndex(of: later.short))
        #expect(earlierIndex < laterIndex)
    }

    @Test func theDefaultSubcommandIsList() async throws {
        let server = try RunningTILServer.current()
        let acronym = try await ServerData.connect(server).acronym(Unique.name("DEF"), "Default")
        let result = try await TILRunner(server).run("acronyms")
        #expect(result.status == ToolExit.success)
        #expect(result.stdout.contains(try acronym.requireID().uuidString))
    }
}
