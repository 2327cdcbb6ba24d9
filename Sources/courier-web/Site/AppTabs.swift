import Web

/// An app's tabs under the site's header: links to its main pages, the one for the page shown
/// marked `aria-current="page"`, so that a screen reader says where the person is and the style
/// shows it.
enum AppTabs {
    /// `tabs` (address and title, in the page's language) in a navigation landmark named `label`,
    /// `extra` after them (the language switch, the login state); `current` is the shown page's path.
    static func html(
        label: String, _ tabs: [(path: String, title: String)], current: String, extra: HTML = .empty
    )
        -> HTML
    {
        let links: [HTML] = tabs.map { tab in
            withoutTrailingSlash(tab.path) == withoutTrailingSlash(current)
                ? "<a href=\"\(tab.path)\" aria-current=\"page\">\(tab.title)</a>"
                : "<a href=\"\(tab.path)\">\(tab.title)</a>"
        }
        return "<nav class=\"actions\" aria-label=\"\(label)\">\(links)\(extra)</nav>"
    }

    /// `/planner/` and `/planner` are one page.
    private static func withoutTrailingSlash(_ path: String) -> Substring {
        path.count > 1 && path.hasSuffix("/") ? path.dropLast() : path[...]
    }
}
