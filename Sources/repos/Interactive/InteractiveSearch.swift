import Foundation
import GitHub
import RepoViewer
import Terminal

/// `repos` at a terminal with no user: search as you type. Keys feed the view model's input; every
/// state it publishes redraws the screen.
@MainActor
final class InteractiveSearch {
    let context: ReposContext
    let viewModel: RepositoryListViewModel
    private var editor = LineEditor()
    private var state: RepositoryListState = .idle
    private var avatarLines: [URL: [String]] = [:]

    init(context: ReposContext, options: RepositoryListOptions) {
        self.context = context
        viewModel = RepositoryListViewModel(
            search: GitHubRepositorySearch(github: context.github, options: options))
    }

    func run() async -> ExitCode {
        let keyboard = RawKeyboard()
        defer { keyboard.restore() }
        let states = viewModel.states
        // Holds this search until cancelled below, when the keyboard has ended it.
        let renderer = Task {
            for await state in states {
                await show(state)
            }
        }
        draw()
        keys: for await byte in keyboard.bytes() {
            switch editor.handle(byte) {
            case .quit: break keys
            case .unchanged: continue
            case .changed:
                viewModel.textChanged(editor.text)
                draw()
            }
        }
        viewModel.stop()
        renderer.cancel()
        context.console.print("")
        return .success
    }

    private func show(_ state: RepositoryListState) async {
        self.state = state
        draw()
        guard case .repositories(_, let repositories) = state, let first = repositories.first,
            let url = first.ownerAvatarURL, avatarLines[url] == nil
        else { return }
        avatarLines[url] = await AvatarView.lines(
            for: first, avatars: context.avatars, console: context.console)
        if self.state == state { draw() }
    }

    /// Clears the screen and draws the search line and the state, cut to the terminal's height so
    /// the search line stays in sight.
    private func draw() {
        let console = context.console
        let style = console.outputStyle
        var lines = [style.apply("GitHub user: ", .bold) + SafeText.line(editor.text), ""]
        switch state {
        case .idle:
            lines.append(style.apply("Type a user name; the list follows as you type. Ctrl-D quits.", .dim))
        case .loading(let query):
            lines.append("Loading \(query)…")
        case .empty(let query):
            lines.append("\(query) has no public repositories.")
        case .error(_, let failure):
            lines.append(style.apply(SafeText.line(failure.message), .red))
        case .repositories(let query, let repositories):
            if let url = repositories.first?.ownerAvatarURL, let avatar = avatarLines[url] {
                lines += avatar
            }
            lines.append("\(repositories.count) repositories of \(query)")
            lines.append(RepositoryTable.render(repositories, console: console))
        }
        console.output.write("\u{1B}[H\u{1B}[2J" + Self.fitted(lines, height: console.height, style: style))
    }

    /// `lines` (each may hold several) joined, with as many as fit in `height` and a last line
    /// saying how many more there are.
    static func fitted(_ lines: [String], height: Int?, style: Stylist) -> String {
        let all = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        guard let height, height >= 3, all.count > height - 1 else {
            return all.joined(separator: "\n") + "\n"
        }
        let shown = all.prefix(height - 2)
        let more = style.apply(
            "… \(all.count - shown.count) more lines (a taller window shows them; repos USER lists all)",
            .dim)
        return (shown + [Substring(more)]).joined(separator: "\n") + "\n"
    }
}
