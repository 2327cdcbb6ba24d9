import Foundation
import TILModels
import TestSupport
import Testing

/// At a terminal `til` asks for what is missing: the login's username and password (typed without
/// echo), an acronym's fields (the current values as defaults when editing), a confirmation before
/// deleting; and `til` alone starts the interactive mode, browsing without a login.
@Suite(
    .tilServer(auth: .on),
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TerminalPromptTests {
    @Test func loginAsksForTheUsernameAndAPasswordThatIsNotEchoed() async throws {
        let server = try RunningTILServer.current()
        let username = Unique.name("zed")
        _ = try await ServerData.connect(server).user(
            "Zed", username: username, password: "Zebra-Crossing-42")
        let til = try TILRunner(server)

        let transcript = try await til.runAtTerminal(
            "login",
            steps: [
                .expect("Username: "), .type(username), .expect("Password: "),
                .typeSecret("Zebra-Crossing-42"),
            ])

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(transcript.text.contains("Username: \(username)\nPassword: \nLogged in as \(username)\n"))
        #expect(!transcript.text.contains("Zebra"))
        #expect(FileManager.default.fileExists(atPath: til.credentialsFile.path))
    }

    @Test func createAndEditAskForTheFieldsWithTheCurrentValuesAsDefaults() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()
        let short = Unique.name("OMG")

        let create = try await til.runAtTerminal(
            "acronyms", "create",
            steps: [.expect("Acronym: "), .type(short), .expect("Meaning: "), .type("Oh My God")])
        #expect(create.status == ToolExit.success, "\(create)")
        let acronym = try #require(try await data.acronyms().first { $0.short == short })
        #expect(acronym.long == "Oh My God")

        let edit = try await til.runAtTerminal(
            "acronyms", "edit", short,
            steps: [
                .expect("Acronym [\(short)]: "), .type(""), .expect("Meaning [Oh My God]: "),
                .type("Oh My Gosh"),
            ])
        #expect(edit.status == ToolExit.success, "\(edit)")
        #expect(try await data.acronym(try acronym.requireID())?.long == "Oh My Gosh")
        #expect(try await data.acronym(try acronym.requireID())?.short == short)
    }

    /// A new user's username is refused at its own question, before the password is asked; Ctrl-D
    /// at a question saves nothing and says so.
    @Test func aUsernameIsCheckedWhereItIsTypedAndCtrlDSavesNothing() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()
        let username = Unique.name("taro")

        let created = try await til.runAtTerminal(
            "users", "create",
            steps: [
                .expect("Name: "), .type("山田 太郎"), .expect("Username: "), .type("bad:name"),
                .expect("A username cannot contain ':'"), .expect("Username: "), .type(username),
                .expect("Password: "), .typeSecret("Taro-Password-42"),
            ])
        #expect(created.status == ToolExit.success, "\(created)")
        #expect(try await data.users().contains { $0.username == username })

        let abandoned = try await til.runAtTerminal(
            "users", "create",
            steps: [.expect("Name: "), .type("Hanako"), .expect("Username: "), .keys("\u{04}")])
        #expect(abandoned.status == ToolExit.failure, "\(abandoned)")
        #expect(abandoned.text.contains("Not saved."), "\(abandoned)")
        #expect(try await !data.users().contains { $0.name == "Hanako" })

        // Ctrl-D once echo is off: typed before, it would be dropped with what was typed ahead.
        let login = try await til.runAtTerminal(
            "login",
            steps: [.expect("Username: "), .type(username), .expect("Password: "), .typeSecret("\u{04}")])
        #expect(login.status == ToolExit.failure, "\(login)")
        #expect(login.text.contains("Not logged in."), "\(login)")
        #expect(!login.text.contains("Please enter your password"), "\(login)")
    }

    @Test func deleteAsksFirstAndKeepsTheAcronymWhenDeclined() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let til = try TILRunner(server)
        try await til.login()
        let question = "Delete \(acronym.short) (Laugh Out Loud)? [y/N] "

        let declined = try await til.runAtTerminal(
            "acronyms", "delete", acronym.short, steps: [.expect(question), .type("n")])
        #expect(declined.status == ToolExit.failure, "\(declined)")
        #expect(declined.text.contains("Not deleted."))
        #expect(try await data.acronym(try acronym.requireID()) == acronym)

        let confirmed = try await til.runAtTerminal(
            "acronyms", "delete", acronym.short, steps: [.expect(question), .type("y")])
        #expect(confirmed.status == ToolExit.success, "\(confirmed)")
        #expect(try await data.acronym(try acronym.requireID()) == nil)
    }

    @Test func tilAloneStartsTheInteractiveMode() async throws {
        let til = try TILRunner(try RunningTILServer.current())
        try await til.login()
        let transcript = try await til.runAtTerminal(steps: [.expect("tab: "), .type("q"), .expect("Bye.")])
        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(transcript.text.contains("1 Acronyms · 2 Users · 3 Categories · l log out · q quit\n"))
    }

    @Test func tilAloneBrowsesWithoutALoginAndAsksForOneBeforeAWrite() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        let name = Unique.name("Slang")

        let transcript = try await til.runAtTerminal(
            steps: [
                .expect("tab: "), .type("3"), .expect("categories: "), .type("n"), .expect("Username: "),
                .type("admin"), .expect("Password: "), .typeSecret("password"), .expect("Name: "),
                .type(name), .expect("categories: "), .type("q"), .expect("Bye."),
            ])

        #expect(transcript.status == ToolExit.success, "\(transcript)")
        #expect(transcript.text.contains("1 Acronyms · 2 Users · 3 Categories · l log in · q quit\n"))
        #expect(transcript.text.contains("Logged in as admin\nCreate Category\n"))
        #expect(!transcript.text.contains("password"), "the password is not echoed")
        #expect(try await data.categories().contains { $0.name == name })
    }

    @Test func colourIsUsedAtATerminalUnlessNoColorIsSet() async throws {
        let server = try RunningTILServer.current()
        _ = try await ServerData.connect(server).acronym(Unique.name("CLR"), "Colour")
        let til = try TILRunner(server)

        let coloured = try await til.runAtTerminal("acronyms", "list", steps: [], colour: true)
        #expect(coloured.status == ToolExit.success)
        #expect(coloured.text.contains("\u{1B}["))

        let plain = try await til.runAtTerminal("acronyms", "list", steps: [])
        #expect(plain.status == ToolExit.success)
        #expect(!plain.text.contains("\u{1B}"))
    }
}
