import Foundation
import TILClient
import TILModels
import TestSupport
import Testing

/// `til interactive` at a terminal when an acronym is deleted elsewhere while it is on screen: its
/// screen says so and closes, the list comes back without it, and the session goes on; deleted while
/// it is edited, it can be created again from what was typed.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalGoneAcronymTests {
    @Test(.tilServer(auth: .on)) func openingAnAcronymDeletedSinceTheListWasShownReturnsToTheList()
        async throws
    {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let omg = try await data.acronym("OMG", "Oh My God")
        _ = try await data.acronym("LOL", "Laugh Out Loud")
        let til = try TILRunner(server)
        try await til.login()
        let omgID = try omg.requireID()

        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [
                .expect("tab: "), .type("1"), .expect("1  OMG    Oh My God"),
                .perform { try? await data.session.send(TILAPI.Acronyms.delete(omgID)) },
                .type("1"), .expect("1  LOL    Laugh Out Loud"), .expect("acronyms: "), .type("q"),
            ])

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        let afterPick = try #require(transcript.text.components(separatedBy: "1  OMG    Oh My God").last)
        #expect(!afterPick.contains("Meaning\n  Oh My God"), "the gone acronym's screen never showed")
        #expect(afterPick.contains("Error: There was an error getting the acronym"), "\(transcript)")
        #expect(afterPick.components(separatedBy: "Error:").count == 2, "one alert, not one per request")
        #expect(!afterPick.contains("OMG    Oh My God"), "the list came back without it")
        #expect(transcript.text.hasSuffix("Bye.\n"))
    }

    @Test(.tilServer(auth: .on)) func anAcronymDeletedWhileEditedCanBeCreatedAgain() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        _ = try await data.acronym("OMG", "Oh My God")
        let til = try TILRunner(server)
        try await til.login()
        let deleteEveryAcronym = TerminalStep.perform {
            for acronym in (try? await data.session.send(TILAPI.Acronyms.all())) ?? [] {
                if let id = acronym.id { _ = try? await data.session.send(TILAPI.Acronyms.delete(id)) }
            }
        }
        func editedWhileDeleted(meaning: String, typing typed: String) -> [TerminalStep] {
            [
                .expect("acronyms: "), .type("1"), .expect("e edit"), .type("e"), .expect("Acronym [OMG]: "),
                .type(""), deleteEveryAcronym, .expect("Meaning [\(meaning)]: "), .type(typed),
                .expect("It was deleted while you were editing it. Create it again? [y/N] "),
            ]
        }

        let transcript = try await til.runAtTerminal(
            "interactive",
            steps: [.expect("tab: "), .type("1")]
                + editedWhileDeleted(meaning: "Oh My God", typing: "Oh My Goodness") + [
                    .type("y"), .expect("Acronym [OMG]: "), .type(""), .expect("Meaning [Oh My Goodness]: "),
                    .type(""), .expect("Created acronym OMG"), .expect("1  OMG    Oh My Goodness"),
                ] + editedWhileDeleted(meaning: "Oh My Goodness", typing: "Oh My") + [
                    .type(""), .expect("acronyms: "), .type("q"),
                ])

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(!transcript.text.contains("Try again?"), "\(transcript)")
        #expect(
            transcript.text.contains("Error: There was a problem saving the acronym\n  Not Found"),
            "\(transcript)")
        #expect(!transcript.text.contains("error getting"), "a save is not called a read")
        #expect(try await data.session.send(TILAPI.Acronyms.all()).isEmpty)
    }
}
