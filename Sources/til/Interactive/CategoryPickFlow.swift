import Basics
import TILBrowser
import Terminal

/// The numbered pick of Add To Category and Remove From Category: a heading, the categories the
/// picker loads, then numbers read until one is picked, `b` or the end of input.
@MainActor
struct CategoryPickFlow {
    let shell: InteractiveShell

    /// How it ended, and whether the acronym's categories changed.
    func run(heading: String, picker: some CategoryPicking, screen: CategoryLinkScreen) async -> (
        FlowEnd, Bool
    ) {
        shell.output.heading(heading)
        let outer = shell.output.pages.beginNested()
        defer { shell.output.pages.endNested(outer) }
        await picker.load()
        switch Alert.Dismissal(of: screen.takeAlerts()) {
        case .showLogin: return (.login, false)
        case .close: return (.done, false)
        case .stay: break
        }
        while true {
            guard let command = shell.choose("number pick · b back", prompt: "category", turningPages: true)
            else {
                return (.quit, false)
            }
            if command.verb == "b" || command.verb.isEmpty { return (.done, false) }
            guard let index = command.index, picker.categories.indices.contains(index) else {
                shell.output.line("Type a category's number.")
                continue
            }
            await picker.select(at: index)
            if let changed = screen.changedCategories { return (.done, changed) }
            if Alert.Dismissal(of: screen.takeAlerts()) == .showLogin { return (.login, false) }
        }
    }
}
