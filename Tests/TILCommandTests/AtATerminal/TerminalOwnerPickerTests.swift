import Foundation
import TILModels
import TestSupport
import Testing

/// At a terminal without logins, `til acronyms create` and `edit` pick the owner from the numbered users
/// (the first preselected when creating, the current owner when editing; an empty answer keeps it).
@Suite(
    .tilServer(auth: .off),
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalOwnerPickerTests {
    @Test func createAndEditPickTheOwnerFromTheUsers() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let tim = try await data.user("Tim", username: "timc")
        let til = try TILRunner(server)

        let create = try await til.runAtTerminal(
            "acronyms", "create",
            steps: [
                .expect("Acronym: "), .type("OMG"), .expect("Meaning: "), .type("Oh My God"),
                .expect("* 1. Admin (admin)\n  2. Tim (timc)\nUser [1]: "), .type("2"),
            ])
        #expect(create.status == ToolExit.success, "\(create)")
        let acronym = try #require(try await data.acronyms().first { $0.short == "OMG" })
        #expect(acronym.user.id == tim.id)

        let edit = try await til.runAtTerminal(
            "acronyms", "edit", "OMG",
            steps: [
                .expect("Acronym [OMG]: "), .type(""), .expect("Meaning [Oh My God]: "), .type("Oh My Gosh"),
                .expect("  1. Admin (admin)\n* 2. Tim (timc)\nUser [2]: "), .type(""),
            ])
        #expect(edit.status == ToolExit.success, "\(edit)")
        let edited = try #require(try await data.acronym(try acronym.requireID()))
        #expect(edited.long == "Oh My Gosh" && edited.user.id == tim.id)
    }
}
