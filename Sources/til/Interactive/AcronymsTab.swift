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
        var reload = true
        while true {
            if reload {
                shell.output.heading("Acronyms")
                await presenter.load()
                if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
            }
            reload = true
            let menu = "number open · n new · d <number> delete · s <term> search\nr reload · b back · q quit"
            guard let command = shell.choose(menu, prompt: "acronyms") else { return .quit }
            switch command.verb {
            case "", "r": continue
            case "b": return .done
            case "q": return .quit
            case "s":
                await presenter.search(command.argument)
                if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
                reload = false
            case "n":
                let end = await shell.whenAuthorized(.createAcronym) {
                    await AcronymEditorFlow(shell: shell, mode: .create).run().0
                }
                if end != .done { return end }
            case "d":
                guard let acronym = command.argumentIndex.flatMap({ presenter.acronyms[safe: $0] }) else {
                    shell.output.line(
                        command.argument.isEmpty
                            ? "Type d and the acronym's number."
                            : "There is no acronym number \(SafeText.line(command.argument)).")
                    reload = false
                    continue
                }
                let end = await shell.whenAuthorized(.deleteAcronym) {
                    await AcronymDetailFlow.delete(acronym, shell: shell).end
                }
                if end != .done { return end }
            default:
                guard let acronym = command.index.flatMap({ presenter.acronyms[safe: $0] }) else {
                    shell.output.line("Unknown choice.")
                    reload = false
                    continue
                }
                let end = await AcronymDetailFlow(shell: shell, acronym: acronym).run()
                if end != .done { return end }
            }
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of bounds.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
