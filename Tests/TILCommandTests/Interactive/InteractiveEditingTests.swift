import Foundation
import TILModels
import TestSupport
import Testing

/// `til interactive` changes the server through its menus: Create An Acronym, delete from the list,
/// Edit Acronym, Add To Category and Remove From Category from the detail screen, Create User and
/// Create Category; bad input gets the app's message and another try. Every menu fits in 80 columns.
@Suite struct InteractiveEditingTests {
    @Test(.tilServer(auth: .on)) func createsAndDeletesAcronymsFromTheList() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let lol = try await data.acronym("LOL", "Laugh Out Loud")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive", input: lines("1", "n", "OMG", "Oh My God", "d 1", "n", "d 1", "y", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        let held = try await data.acronyms()
        #expect(held.map(\.short) == ["OMG"])
        #expect(held.first?.user.id == data.adminID)
        let omgID = try #require(held.first?.id).uuidString
        #expect(result.stdout.contains("Create An Acronym\nCreated acronym OMG (\(omgID))\n"))
        #expect(result.stdout.contains("#  SHORT  MEANING\n1  LOL    Laugh Out Loud\n2  OMG    Oh My God\n"))
        #expect(result.stdout.contains("Deleted acronym LOL (Laugh Out Loud)\n"))
        #expect(result.stdout.contains("#  SHORT  MEANING\n1  OMG    Oh My God\nnumber"))
        let questions = result.stderr.components(separatedBy: "Delete LOL (Laugh Out Loud)? [y/N]").count - 1
        #expect(questions == 2, "asked once, declined, asked again")
        #expect(try await data.acronym(try lol.requireID()) == nil)
    }

    /// Declining the question on an acronym's own screen stays there; deleting goes back to the list.
    @Test(.tilServer(auth: .on)) func deletingFromTheDetailScreenStaysUnlessItDeleted() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("interactive", input: lines("1", "1", "d", "n", "d", "y", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(try await data.acronym(try omg.requireID()) == nil)
        let menu = "e edit · c add to category · d delete · b back · q quit\n"
        // Declined: the acronym's menu again at once; deleted: the (now empty) list.
        #expect(result.stdout.contains(menu + menu), "\(result.stdout)")
        #expect(
            result.stdout.contains("Deleted acronym OMG (Oh My God)\nAcronyms\nNo acronyms.\n"),
            "\(result.stdout)")
    }

    @Test(.tilServer(auth: .on)) func editsAndFilesAnAcronymFromItsDetailScreen() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        _ = try await data.category("Funny")
        let teen = try await data.category("Teenager")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive", input: lines("1", "1", "c", "2", "c", "b", "e", "", "Oh My Gosh", "b", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout.contains("Add OMG To Category\n#     NAME\n1     Funny\n2     Teenager\n"))
        #expect(result.stdout.contains("Added OMG to Teenager\n"))
        #expect(result.stdout.contains("Categories\n  Teenager\n"))
        #expect(result.stdout.contains("#     NAME\n1     Funny\n2  ✓  Teenager\n"))
        #expect(result.stdout.contains("Edit Acronym\nSaved acronym OMG"))
        #expect(result.stdout.contains("Acronym\n  OMG\nMeaning\n  Oh My Gosh\n"))
        #expect(result.stderr.contains("Acronym [OMG]: Meaning [Oh My God]: "))
        let held = try #require(try await data.acronym(try omg.requireID()))
        #expect(held.long == "Oh My Gosh")
        #expect(try await data.categories(of: omg) == [teen])
    }

    /// Another user's acronym: Edit says first that saving makes it the saver's (the server records
    /// whoever saves an acronym as its user); one's own says nothing of the kind.
    @Test(.tilServer(auth: .on)) func editingAnotherUsersAcronymSaysItBecomesYours() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        _ = try await data.acronym("OMG", "Oh My God")
        let zoe = try await data.user("Zoe", username: Unique.name("zoe"))
        let til = try TILRunner(server)
        try await til.login(zoe.username)

        let result = try await til.run("interactive", input: lines("1", "1", "e", "", "Oh My Gosh", "b", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stdout.contains("Edit Acronym\nThis acronym is another user's: saving it makes it yours"),
            "\(result.stdout)")
        let held = try await data.acronyms()
        #expect(held.first?.user.id == zoe.id, "the server's rule, as said")

        let mine = try await til.run("interactive", input: lines("1", "1", "e", "", "Oh My God", "b", "q"))
        #expect(!mine.stdout.contains("saving it makes it yours"), "\(mine.stdout)")
    }

    @Test(.tilServer(auth: .on)) func removesAnAcronymFromItsCategoriesOnItsDetailScreen() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        let funny = try await data.category("Funny")
        let teen = try await data.category("Teenager")
        try await data.attach(omg, to: funny)
        try await data.attach(omg, to: teen)
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("interactive", input: lines("1", "1", "x", "1", "x", "1", "x", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        let menu = "e edit · c add to category · x remove from category · d delete · b back · q quit\n"
        #expect(
            result.stdout.contains(
                "Categories\n  Funny\n  Teenager\nID \(try omg.requireID().uuidString)\n\(menu)"
                    + "Remove OMG From Category\n#  NAME\n1  Funny\n2  Teenager\n"))
        #expect(result.stdout.contains("Removed OMG from Funny\n"))
        #expect(result.stdout.contains("Categories\n  Teenager\n"))
        #expect(result.stdout.contains("Remove OMG From Category\n#  NAME\n1  Teenager\n"))
        #expect(result.stdout.contains("Removed OMG from Teenager\n"))
        #expect(
            result.stdout.contains(
                "Categories\n  none\nID \(try omg.requireID().uuidString)\n"
                    + "e edit · c add to category · d delete · b back · q quit\nUnknown choice.\n"),
            "no removal is offered once the acronym is in no category")
        #expect(try await data.categories(of: omg).isEmpty)
        #expect(try await data.categories() == [funny, teen], "the categories themselves stay")
    }

    @Test(.tilServer(auth: .on)) func everyMenuFitsInEightyColumns() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        try await data.attach(omg, to: try await data.category("Funny"))
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive",
            input: lines("1", "1", "c", "b", "x", "b", "b", "b", "2", "1", "b", "3", "1", "b", "l", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        let menus = result.stdout.split(separator: "\n").filter { $0.contains(" · ") }
        #expect(menus.count >= 7, "\(result)")
        for menu in menus {
            #expect(menu.count <= 80, "\(menu.count) columns: \(menu)")
        }
    }

    @Test(.tilServer(auth: .on)) func createsUsersAndCategoriesFromTheirTabs() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive",
            input: lines("2", "n", "Alice", "alicea", "in wonderland", "b", "3", "n", "Funny", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stderr.contains("Name: Username: Password: "))
        #expect(result.stdout.contains("Create User\nCreated user alicea"))
        #expect(result.stdout.contains("2  Alice  alicea\n"))
        #expect(result.stdout.contains("Create Category\nCreated category Funny"))
        #expect(result.stdout.contains("Categories\n#  NAME\n1  Funny\n"))
        #expect(try await data.categories().map(\.name) == ["Funny"])
        let alice = try await ServerData.loggedIn(server, as: "alicea", password: "in wonderland")
        #expect(try await alice.users().contains { $0.username == "alicea" })
    }

    @Test(.tilServer(auth: .on)) func tryingAgainOffersWhatWasTypedBefore() async throws {
        let server = try RunningTILServer.current()
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive",
            input: lines("2", "n", "Alice", "admin", "in wonderland", "", "", "alicea", "in wonderland", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stderr.contains("Try again? [Y/n] Name [Alice]: Username [admin]: Password: "), "\(result)"
        )
        #expect(result.stdout.contains("Created user alicea"), "\(result)")
        let data = try await ServerData.connect(server)
        #expect(try await data.users().contains { $0.name == "Alice" && $0.username == "alicea" })
    }

    /// A blank required field is refused as it is typed, before the fields after it are asked.
    @Test(.tilServer(auth: .on)) func aBlankRequiredFieldIsAskedAgainAtOnce() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run(
            "interactive",
            input: lines(
                "1", "n", "", "OMG", " ", "Oh My God", "b", "3", "n", "", "Funny", "b", "2", "n", "",
                "Alice", "", "alicea", "in wonderland", "q"))

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stderr.contains(
                "Acronym: You must specify an acronym!\nAcronym: Meaning: You must specify a meaning!\nMeaning: "
            ),
            "\(result)")
        #expect(result.stderr.contains("Name: You must specify a name\nName: "), "\(result)")
        #expect(result.stderr.contains("Username: You must specify a username\nUsername: "), "\(result)")
        #expect(!result.stderr.contains("Try again?"), "\(result)")
        #expect(try await data.acronyms().map(\.short) == ["OMG"])
        #expect(try await data.categories().map(\.name) == ["Funny"])
        #expect(try await data.users().contains { $0.username == "alicea" })
    }
}
