import Basics
import Terminal
import Web

/// The page around every screen: the language, the title (cut to ``titleWidth`` columns, as a tab
/// shows a few words), a skip link, the site's navigation (in the page's language), the one style
/// sheet and the one script (both the server's own: the CSP allows nothing else).
enum Layout {
    /// The most columns of a page's title before " · Courier".
    static let titleWidth = 80

    static func page(title: String, language: Language, app: SiteApp?, _ content: HTML) -> HTML {
        let navigation: [HTML] = SiteApp.allCases.map { other in
            other == app
                ? "<a href=\"\(other.path)\" aria-current=\"page\">\(other.title(in: language))</a>"
                : "<a href=\"\(other.path)\">\(other.title(in: language))</a>"
        }
        let japanese = language == .japanese
        let skip: HTML = japanese ? "本文へ移動" : "Skip to content"
        let apps: HTML = japanese ? "アプリ" : "Apps"
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(DisplayWidth.truncateMiddle(title, to: Self.titleWidth)) · Courier</title>
            <link rel="stylesheet" href="\(Stylesheet.asset.path)">
            <link rel="icon" href="\(Icon.asset.path)" type="image/svg+xml">
            <script src="\(Script.asset.path)" defer></script>
            </head>
            <body>
            <a class="skip" href="#main">\(skip)</a>
            <header class="site"><a class="brand" href="/">Courier</a><nav aria-label="\(apps)">\(navigation)</nav></header>
            <main id="main">
            \(content)
            </main>
            </body>
            </html>
            """
    }
}
