import Basics
import TILBrowser
import TILModels
import Terminal

/// The Acronyms tab: the list, search, create, delete, and opening an acronym.
@MainActor
struct AcronymsTab {
    let shell: InteractiveShell

    func run() async -> FlowEnd {
        let presenter = AcronymListPresenter(interactor: AcronymListInteractor(session: shell.session))
        let screen = AcronymListScreen(output: shell.output)
        presenter.view = screen
        let menu = TabMenu(shell: shell, heading: "Acronyms", prompt: "acronyms", screen: screen)
        return await menu.run(
            load: presenter.load,
            menu: { "number open · n new · d <number> delete · s <term> search\nr reload · b back · q quit" },
            handle: { command in
                switch command.verb {
                case "s":
                    shell.output.pages.restart()
                    await presenter.search(command.argument)
                    return Alert.Dismissal(of: screen.takeAlerts()) == .showLogin ? .leave(.login) : .stay
                case "n":
                    // A login the server asks for during the save starts the form again, with what
                    // was typed offered.
                    var typed: AcronymEditorFlow.Typed?
                    return .after(
                        await shell.whenAuthorized(.createAcronym) {
                            await AcronymEditorFlow(shell: shell, mode: .create).run(typed: &typed).end
                        })
                case "d":
                    guard let acronym = command.argumentIndex.flatMap({ presenter.acronyms[safe: $0] }) else {
                        shell.output.line(
                            command.argument.isEmpty
                                ? "Type d and the acronym's number."
                                : "There is no acronym number \(SafeText.line(command.argument)).")
                        return .stay
                    }
                    return .after(
                        await shell.whenAuthorized(.deleteAcronym) {
                            await AcronymDetailFlow.delete(acronym, shell: shell).end
                        })
                default:
                    guard let acronym = menu.row(presenter.acronyms, for: command) else { return .stay }
                    return .after(await AcronymDetailFlow(shell: shell, acronym: acronym).run())
                }
            })
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of bounds.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
