import Foundation
import TestSupport
import Testing

/// A name that fits more than one acronym or category is refused (exit 1) with every candidate and its
/// id, so the person can pick one by id.
@Suite(.tilServer(auth: .on)) struct AmbiguousNameTests {
    @Test func aSharedCategoryNameListsTheCandidates() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let name = Unique.name("Funny")
        let first = try await data.category(name)
        let second = try await data.category(name)

        let result = try await TILRunner(server).run("categories", "show", name)

        #expect(result.status == ToolExit.failure, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: More than one category is called "\(name)"; use an id
                  \(name) \(try first.requireID().uuidString), \(name) \(try second.requireID().uuidString)

                """)
        let byID = try await TILRunner(server).run("categories", "show", try second.requireID().uuidString)
        #expect(byID.status == ToolExit.success)
    }

    @Test func aSharedShortFormListsTheCandidatesAndChangesNothing() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let short = Unique.name("OMG")
        let god = try await data.acronym(short, "Oh My God")
        let gosh = try await data.acronym(short, "Oh My Gosh")
        let til = try TILRunner(server)
        try await til.login()

        let result = try await til.run("acronyms", "delete", short, "--json")

        #expect(result.status == ToolExit.failure, "\(result)")
        let error = try result.jsonError()
        #expect(error.kind == "input")
        #expect(error.message == #"More than one acronym is called "\#(short)"; use an id"#)
        #expect(error.reason?.contains("\(short) (Oh My God) \(try god.requireID().uuidString)") == true)
        #expect(error.reason?.contains("\(short) (Oh My Gosh) \(try gosh.requireID().uuidString)") == true)
        #expect(try await data.acronym(try god.requireID()) != nil)
        #expect(try await data.acronym(try gosh.requireID()) != nil)
    }
}
