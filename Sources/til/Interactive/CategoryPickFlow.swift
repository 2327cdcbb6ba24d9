import Terminal

/// The numbered pick of Add To Category and Remove From Category: a heading, the categories loaded
/// by the screen's presenter, then numbers read until one is picked, `b` or the end of input.
@MainActor
struct CategoryPickFlow {
    let shell: InteractiveShell

    /// - Parameters:
    ///   - screen: the view the presenter shows its alerts on.
    ///   - load: loads the categories (the screen lists them).
    ///   - count: how many categories there are to pick from.
    ///   - pick: picks the row at an index and says whether the acronym's categories changed, or
    ///     `nil` when the pick is not over (an alert left the list up).
    /// - Returns: how it ended, and whether the acronym's categories changed.
    func run(
        heading: String, screen: Screen, load: () async -> Void, count: () -> Int,
        pick: (Int) async -> Bool?
    ) async -> (FlowEnd, Bool) {
        shell.output.heading(heading)
        await load()
        switch AlertFollowUp(screen.takeAlerts()) {
        case .login: return (.login, false)
        case .close: return (.done, false)
        case .stay: break
        }
        while true {
            guard let command = shell.choose("number pick · b back", prompt: "category") else {
                return (.quit, false)
            }
            if command.verb == "b" || command.verb.isEmpty { return (.done, false) }
            guard let index = command.index, (0..<count()).contains(index) else {
                shell.output.line("Type a category's number.")
                continue
            }
            if let changed = await pick(index) { return (.done, changed) }
            if AlertFollowUp(screen.takeAlerts()) == .login { return (.login, false) }
        }
    }
}
