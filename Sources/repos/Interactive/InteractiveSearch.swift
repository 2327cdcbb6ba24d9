import Basics
import Foundation
import GitHub
import RepoViewer
import Terminal

/// `repos` at a terminal with no user: search as you type. Keys feed the view model's input; every
/// state it publishes redraws the screen. A list longer than the window scrolls: the arrow keys and
/// Page Up/Page Down move the selection (and give the list the keys, so `j`/`k` move it too, until
/// something else is typed; Tab switches between the search line and the list), Enter ends the
/// search and prints the selected repository's URL, and a resized window (SIGWINCH) is drawn again
/// at its new size.
@MainActor
final class InteractiveSearch {
    let context: ReposContext
    let viewModel: RepositoryListViewModel
    private var editor = TypedLine()
    private var state: RepositoryListState = .idle
    private var avatarLines: [URL: [String]] = [:]
    /// The console, its size read again when the window is resized.
    private let console: Console
    private var viewport = ListViewport()
    /// Whether keys go to the list (`j`/`k` move the selection) rather than the search line.
    private var listHasKeys = false
    /// Keys have changed the search text, or what the screen shows, since the last ``settle()``.
    private var searchIsBehind = false
    private var screenIsBehind = false

    /// Whether every page is listed (`--all`), rather than the first.
    private let allPages: Bool

    init(context: ReposContext) {
        self.context = context
        console = context.console
        allPages = context.invocation.flag("all")
        viewModel = RepositoryListViewModel(
            search: GitHubRepositorySearch(
                github: context.github, options: context.options, allPages: allPages))
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
        let resizes = WindowResizes.stream()
        let resizer = Task {
            for await _ in resizes { draw() }  // at the new size: the console measures it at each use
        }
        draw()
        var decoder = KeyDecoder()
        var chosen: URL?
        var interrupted = false
        // The keys of a chunk (a paste's thousands at once) are handled before the screen is drawn
        // and the search told, once.
        keys: for await chunk in keyboard.chunks() {
            for byte in chunk {
                guard let key = decoder.decode(byte) else { continue }
                switch key {
                case .endOfInput: break keys
                case .interrupt:
                    interrupted = true
                    break keys
                case .enter:
                    settle()
                    guard let url = selectedRepository?.htmlURL else {
                        if case .error = state { viewModel.retry() }  // the same name, tried again
                        continue
                    }
                    chosen = url
                    break keys
                default: handle(key)
                }
            }
            decoder.endOfChunk()
            settle()
        }
        viewModel.stop()
        renderer.cancel()
        resizer.cancel()
        context.console.print("")
        if let chosen { context.console.print(SafeText.line(chosen.absoluteString)) }
        return interrupted ? .interrupted : .success
    }

    /// The repository the list's selection is on, when a list is shown.
    private var selectedRepository: Repository? {
        guard case .repositories(_, let repositories) = state,
            repositories.indices.contains(viewport.selected)
        else { return nil }
        return repositories[viewport.selected]
    }

    /// Scrolls for the scrolling keys (and `j`/`k` while the list has the keys); edits the search
    /// for the others. The screen and the search follow at ``settle()``.
    private func handle(_ key: Key) {
        switch key {
        case .up, .down, .pageUp, .pageDown:
            guard selectedRepository != nil else { return }
            listHasKeys = true
            switch key {
            case .up: viewport.move(by: -1)
            case .down: viewport.move(by: 1)
            case .pageUp: viewport.page(by: -1)
            default: viewport.page(by: 1)
            }
        case .tab:
            listHasKeys = !listHasKeys && selectedRepository != nil
        case .text("j") where listHasKeys:
            viewport.move(by: 1)
        case .text("k") where listHasKeys:
            viewport.move(by: -1)
        default:
            guard editor.handle(key) != .unchanged else { return }
            listHasKeys = false
            searchIsBehind = true
        }
        screenIsBehind = true
    }

    /// Tells the search the text typed since, and draws the screen again, if keys changed them.
    private func settle() {
        if searchIsBehind { viewModel.textChanged(editor.text) }
        if screenIsBehind { draw() }
        (searchIsBehind, screenIsBehind) = (false, false)
    }

    private func show(_ state: RepositoryListState) async {
        if case .repositories(_, let repositories) = state {
            if state != self.state { viewport.reset(count: repositories.count) }
        } else {
            listHasKeys = false
        }
        self.state = state
        draw()
        guard case .repositories(_, let repositories) = state, let first = repositories.first,
            let url = first.ownerAvatarURL, avatarLines[url] == nil
        else { return }
        avatarLines[url] = await AvatarView.lines(
            for: first, avatars: context.avatars, console: console)
        if self.state == state { draw() }
    }

    /// Clears the screen and draws the search line and the state, cut to the terminal's height so
    /// the search line stays in sight; a list scrolls within what is left.
    private func draw() {
        let style = console.outputStyle
        // The search line stays one line, its end in sight: a long paste shows its last characters.
        let prompt = "GitHub user: "
        let typed = SafeText.line(editor.text)
        let shownText = console.width.map {
            DisplayWidth.truncateLeading(typed, to: max(1, $0 - DisplayWidth.of(prompt) - 1))
        }
        let top = [style.apply(prompt, .bold) + (shownText ?? typed), ""]
        var lines = top
        switch state {
        case .idle:
            lines.append(style.apply("Type a user name; the list follows as you type. Ctrl-D quits.", .dim))
        case .loading(let query):
            lines.append("Loading \(SafeText.line(query))…")
        case .empty(let query):
            lines.append("\(SafeText.line(query)) has no public repositories.")
        case .error(_, let failure):
            // Wrapped at spaces, so an address in the message is not broken at the window's edge.
            let message = SafeText.line(failure.message)
            let wrapped = console.width.map { WordWrap.lines(message, width: max(10, $0 - 1)) } ?? [message]
            lines += wrapped.map { style.apply($0, .red) }
            // Only where the same name may fare better (no such user stays so).
            if failure.kind == .unavailable || failure.kind == .rateLimited {
                lines.append(style.apply("Enter tries again.", .dim))
            }
        case .repositories(let query, let repositories):
            // Lines of text are cut to the window, as the rows are (an image's lines are narrower).
            let width = console.width
            let cut = { (line: String) in
                guard let width, !line.contains("\u{1B}") else { return line }
                return DisplayWidth.truncate(line, to: width)
            }
            let avatar = repositories.first?.ownerAvatarURL.flatMap { avatarLines[$0] }?.map(cut) ?? []
            let heading = cut(heading(repositories.count, of: SafeText.line(query)))
            lines = top + scrolled(repositories, above: top, avatar: avatar, heading: heading)
        }
        console.output.write(
            "\u{1B}[H\u{1B}[2J"
                + Self.fitted(lines, height: console.height, width: console.width, style: style))
    }

    /// "12 repositories of octocat"; a full first page says it may not be all, and how to see all.
    private func heading(_ count: Int, of user: String) -> String {
        guard !allPages, context.options.isFullPage(count) else {
            return "\(count.counted("repository", plural: "repositories")) of \(user)"
        }
        return "The first \(count) repositories of \(user) (repos --all lists every one)"
    }

    /// The list's lines under `above`: the avatar (left out when it leaves no room for rows), the
    /// heading, the table's header, the rows in the viewport (the selected one marked `>`), and a
    /// line saying which rows these are and which keys scroll.
    private func scrolled(_ repositories: [Repository], above: [String], avatar: [String], heading: String)
        -> [String]
    {
        var narrower = console
        narrower.width = console.width.map { max(1, $0 - 2) }
        var table = RepositoryTable.render(repositories, console: narrower)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if table.count != repositories.count + 1, let width = narrower.width {
            // Too narrow for the table's columns (it stacks each row as a record): the names alone,
            // a line each, so the list still scrolls and shows its selection.
            table = (["NAME"] + repositories.map { SafeText.line($0.name) }).map {
                DisplayWidth.truncate($0, to: width)
            }
        }
        guard let height = console.height, table.count == repositories.count + 1 else {
            return avatar + [heading, table.joined(separator: "\n")]
        }
        func rows(_ lines: [String]) -> Int {
            lines.reduce(0) { $0 + Self.rowCount(of: Substring($1), width: console.width) }
        }
        var header = avatar + [heading, "  " + table[0]]
        // The cursor's line, and the line under the rows.
        var room = height - 2 - rows(above) - rows(header)
        if room < 1 && !avatar.isEmpty {
            header = [heading, "  " + table[0]]
            room = height - 2 - rows(above) - rows(header)
        }
        viewport.resize(to: room)
        let marker = listHasKeys ? "> " : "› "
        let body = viewport.shown.map { index in
            index == viewport.selected
                ? console.outputStyle.apply(marker, .bold) + table[index + 1] : "  " + table[index + 1]
        }
        let shown = viewport.shown
        let position = "\(shown.lowerBound + 1)–\(shown.upperBound) of \(repositories.count)"
        let keys = listHasKeys ? "↑↓ PgUp PgDn j/k · Tab: search" : "↑↓ PgUp PgDn · Tab: j/k"
        var footer = "\(position) · \(keys) · Enter: URL · Ctrl-D quits"
        if let width = console.width { footer = DisplayWidth.truncate(footer, to: width) }
        return header + body + [console.outputStyle.apply(footer, .dim)]
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
