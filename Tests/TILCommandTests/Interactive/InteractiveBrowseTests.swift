import Foundation
import TILModels
import TestSupport
import Testing

/// `til interactive` driven through standard input: the tab bar, the numbered lists of the three tabs,
/// an acronym's detail screen, a user's and a category's acronyms, and search. Each test has a server
/// of its own, so list numbers are known.
@Suite struct InteractiveBrowseTests {
    @Test(.tilServer(auth: .on)) func listsOpenAcronymsUsersAndCategories() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        _ = try await data.acronym("LOL", "Laugh Out Loud")
        _ = try await data.user("Tim", username: "timc")
        let funny = try await data.category("Funny")
        try await data.attach(omg, to: funny)
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive",
            input: lines(
                "1", "1", "b", "b", "2", "2", "b", "3", "1", "1", "b", "b", "b", "x", "1", "d 9", "9", "b",
                "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        let screen = result.stdout
        #expect(screen.contains("Pick 1, 2 or 3, l or q.\n"), "\(result)")
        // A category's numbered acronyms can be picked from: 1 opened OMG's screen from Funny's.
        #expect(screen.contains("number open · b back · q quit\n"), "\(result)")
        #expect(screen.components(separatedBy: "Acronym\n  OMG\n").count == 3, "from the list and from Funny")
        #expect(screen.contains("There is no acronym number 9.\n"), "\(result)")
        #expect(screen.contains("There is no number 9 in the list.\n"), "a number, told as one: \(result)")
        #expect(screen.hasPrefix("TIL at \(til.serverURL.absoluteString)\n"))
        #expect(screen.contains("1 Acronyms · 2 Users · 3 Categories · l log out · q quit\n"))
        #expect(
            screen.contains("Acronyms\n#  SHORT  MEANING\n1  OMG    Oh My God\n2  LOL    Laugh Out Loud\n"))
        let omgID = try omg.requireID().uuidString
        #expect(
            screen.contains(
                "Acronym\n  OMG\nMeaning\n  Oh My God\nUser\n  Admin\nCategories\n  Funny\nID \(omgID)\n"))
        #expect(screen.contains("Users\n#  NAME   USERNAME\n1  Admin  admin\n2  Tim    timc\n"))
        #expect(screen.contains("Tim (timc)\n"))
        #expect(screen.contains("Categories\n#  NAME\n1  Funny\n"))
        #expect(
            screen.contains(
                "Funny\nID \(try funny.requireID().uuidString)\n\n#  SHORT  MEANING\n1  OMG    Oh My God\n"))
        #expect(screen.hasSuffix("Bye.\n"))
        #expect(result.stderr.hasPrefix("tab: acronyms: OMG: acronyms: tab: users: "))
    }

    @Test(.tilServer(auth: .on)) func searchShowsOnlyExactMatches() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        _ = try await data.acronym("OMG", "Oh My God")
        _ = try await data.acronym("LOL", "Laugh Out Loud")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("interactive", input: lines("1", "s Laugh Out Loud", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stdout.contains(
                "r reload · b back · q quit\n#  SHORT  MEANING\n1  LOL    Laugh Out Loud\nnumber"))
    }

    @Test(.tilServer(auth: .on)) func theEndOfInputQuits() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try await til.login()
        let result = try await til.run("interactive", input: lines("1"))
        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout.hasSuffix("Bye.\n"))
    }
}
