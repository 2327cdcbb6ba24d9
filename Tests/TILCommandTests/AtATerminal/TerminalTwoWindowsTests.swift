import Foundation
import TILClient
import TILModels
import TestSupport
import Testing

/// `til interactive` editing an acronym while another window changes it: the field left as it was
/// keeps the other window's change, the field changed here is saved.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalTwoWindowsTests {
    /// OMG (Oh My God) opened in `til interactive`'s editor; as its Acronym is asked, another
    /// window saves it as `elsewhere`; `steps` go on from there (the Acronym kept). The transcript,
    /// and the acronym as it is afterwards.
    private func editOMG(whileElsewhere elsewhere: CreateAcronymData, _ steps: [TerminalStep]) async throws
        -> (TerminalTranscript, Acronym)
    {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let id = try await data.acronym("OMG", "Oh My God").requireID()
        let til = try TILRunner(server)
        try await til.login()
        let opened: [TerminalStep] = [
            .expect("tab: "), .type("1"), .expect("acronyms: "), .type("1"), .expect("e edit"), .type("e"),
            .expect("Acronym [OMG]: "),
            .perform { _ = try? await data.session.send(TILAPI.Acronyms.update(id, with: elsewhere)) },
            .type(""), .expect("Meaning [Oh My God]: "),
        ]
        let transcript = try await til.runAtTerminal("interactive", steps: opened + steps)
        return (transcript, try await data.session.send(TILAPI.Acronyms.get(id)))
    }

    @Test(.tilServer(auth: .on)) func aFieldLeftAsItWasKeepsTheOtherWindowsChange() async throws {
        let (transcript, saved) = try await editOMG(
            whileElsewhere: CreateAcronymData(short: "OHMG", long: "Oh My God"),
            [.type("Oh My Gosh"), .expect("OHMG"), .expect("b back"), .type("q")])
        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect([saved.short, saved.long] == ["OHMG", "Oh My Gosh"], "\(transcript)")
    }

    /// The same field changed in both: the alert says what it is now, and tried again the form is
    /// asked with what was typed; and answering it again replaces the other window's change.
    @Test(.tilServer(auth: .on)) func aFieldChangedInBothIsSavedOnlyWhenAskedAgain() async throws {
        let (transcript, saved) = try await editOMG(
            whileElsewhere: CreateAcronymData(short: "OMG", long: "Oh My Goodness"),
            [
                .type("Oh My Gosh"),
                .expect("The meaning was changed to 'Oh My Goodness' while you were editing"),
                .expect("Try again? [Y/n] "), .type(""), .expect("Acronym [OMG]: "), .type(""),
                .expect("Meaning [Oh My Gosh]: "), .type(""), .expect("b back"), .type("q"),
            ])
        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(saved.long == "Oh My Gosh", "\(transcript)")
    }
}
