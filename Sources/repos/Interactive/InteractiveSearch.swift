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

    init(context: ReposContext) {
        self.context = context
        viewModel = RepositoryListViewModel(
            search: GitHubRepositorySearch(github: context.github, options: context.options))
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
            lines.append("Loading \(SafeText.line(query))…")
        case .empty(let query):
            lines.append("\(SafeText.line(query)) has no public repositories.")
        case .error(_, let failure):
            lines.append(style.apply(SafeText.line(failure.message), .red))
        case .repositories(let query, let repositories):
            if let url = repositories.first?.ownerAvatarURL, let avatar = avatarLines[url] {
                lines += avatar
            }
            lines.append("\(repositories.count) repositories of \(SafeText.line(query))")
            lines.append(RepositoryTable.render(repositories, console: console))
        }
        console.output.write(
            "\u{1B}[H\u{1B}[2J"
                + Self.fitted(lines, height: console.height, width: console.width, style: style))
    }

    /// `lines` (each may hold several) joined, with as many as fit in `height` rows of `width`
    /// columns (a line wider than the window takes several rows) and a last line, cut to the width,
    /// saying how many more there are.
    static func fitted(_ lines: [String], height: Int?, width: Int? = nil, style: Stylist) -> String {
        let all = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let rows = all.map { rowCount(of: $0, width: width) }
        guard let height, height >= 3, rows.reduce(0, +) > height - 1 else {
            return all.joined(separator: "\n") + "\n"
        }
        var shown: [Substring] = []
        var used = 0
        for (line, count) in zip(all, rows) {
            if used + count > height - 2 { break }
            shown.append(line)
            used += count
        }
        let more =
            "… \(all.count - shown.count) more lines (a taller window shows them; repos USER lists all)"
        let fittedMore = width.map { DisplayWidth.truncate(more, to: $0) } ?? more
        return (shown + [Substring(style.apply(fittedMore, .dim))]).joined(separator: "\n") + "\n"
    }

    /// How many terminal rows `line` takes once wrapped at `width` (styles take no room).
    static func rowCount(of line: Substring, width: Int?) -> Int {
        guard let width, width > 0 else { return 1 }
        var visible = String.UnicodeScalarView()
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                // A CSI sequence ends with a final byte in @…~ (after the `[`).
                if scalar != "[" && (0x40...0x7E).contains(scalar.value) { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                visible.append(scalar)
            }
        }
        return max(1, (DisplayWidth.of(String(visible)) + width - 1) / width)
    }
}
