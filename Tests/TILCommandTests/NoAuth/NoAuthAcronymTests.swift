import Foundation
import TILModels
import TestSupport
import Testing

/// With `TIL_AUTH=off` (the book's chapter 11 API, as TILiOS used it in chapters 12–13) every write
/// works without a login, and acronyms name their owner: `--user` by username or id, else the first user.
@Suite(.tilServer(auth: .off)) struct NoAuthAcronymTests {
    @Test func createNamesTheOwnerByUsernameOrID() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let ray = try await data.user("Ray", username: Unique.name("rayw"))
        let til = try TILRunner(server)

        for reference in [ray.username, try ray.requireID().uuidString] {
            let result = try await til.run(
                "acronyms", "create", "-s", Unique.name("OMG"), "-l", "Oh My God", "--user", reference,
                "--json")
            #expect(result.status == ToolExit.success, "\(result)")
            let printed = try result.json(Acronym.self)
            #expect(printed.user.id == ray.id)
            #expect(try await data.acronym(try printed.requireID()) == printed)
        }
        #expect(!FileManager.default.fileExists(atPath: til.configHome.path), "nothing is stored")
    }

    @Test func withoutUserTheFirstUserOwnsTheAcronym() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let first = try #require(try await data.users().first)

        let result = try await TILRunner(server).run(
            "acronyms", "create", "-s", Unique.name("TIL"), "-l", "Today I Learned", "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(try result.json(Acronym.self).user.id == first.id)
    }

    @Test func editWithUserHandsTheAcronymToThatUser() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let tim = try await data.user("Tim", username: Unique.name("timc"))
        let acronym = try await data.acronym(Unique.name("BRB"), "Be Right Back")
        let til = try TILRunner(server)

        let result = try await til.run(
            "acronyms", "edit", acronym.short, "--long", "Be Right Back!", "--user", tim.username)

        #expect(result.status == ToolExit.success, "\(result)")
        let held = try #require(try await data.acronym(try acronym.requireID()))
        #expect(held.long == "Be Right Back!" && held.user.id == tim.id)
        let show = try await til.run("acronyms", "show", acronym.short)
        #expect(show.stdout.contains("User\n  Tim\n"))
    }

    @Test func editWithoutUserKeepsTheOwner() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let owner = try await data.user("Owner", username: Unique.name("owner"))
        let acronym = try await data.acronym(
            Unique.name("TTYL"), "Talk To You Later", owner: try owner.requireID())

        let result = try await TILRunner(server).run("acronyms", "edit", acronym.short, "-l", "Talk Later")

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(try await data.acronym(try acronym.requireID())?.user.id == owner.id)
    }

    @Test func deleteAndAddCategoryNeedNoLogin() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let filed = try await data.acronym(Unique.name("IMO"), "In My Opinion")
        let doomed = try await data.acronym(Unique.name("YOLO"), "You Only Live Once")
        let category = try await data.category(Unique.name("Chat"))
        let til = try TILRunner(server)

        let add = try await til.run("acronyms", "add-category", filed.short, category.name)
        #expect(add.status == ToolExit.success, "\(add)")
        #expect(try await data.categories(of: filed) == [category])

        let delete = try await til.run("acronyms", "delete", doomed.short)
        #expect(delete.status == ToolExit.success, "\(delete)")
        #expect(try await data.acronym(try doomed.requireID()) == nil)
    }

    @Test func anUnknownOwnerIsNotFound() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let short = Unique.name("NOPE")

        let result = try await TILRunner(server).run(
            "acronyms", "create", "-s", short, "-l", "Nobody's", "--user", Unique.name("nobody"))

        #expect(result.status == ToolExit.notFound, "\(result)")
        #expect(result.stderr.contains("There is no user called"))
        #expect(try await data.acronyms().allSatisfy { $0.short != short })
    }
}
