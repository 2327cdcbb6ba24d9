import Web

/// The page around every screen: the language, the title, a skip link, the site's navigation, the
/// one style sheet and the one script (both the server's own: the CSP allows nothing else).
enum Layout {
    static func page(title: String, language: PageLanguage, app: SiteApp?, _ content: HTML) -> HTML {
        let navigation: [HTML] = SiteApp.allCases.map { other in
            other == app
                ? "<a href=\"\(other.path)\" aria-current=\"page\">\(other.title)</a>"
                : "<a href=\"\(other.path)\">\(other.title)</a>"
        }
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · Courier</title>
            <link rel="stylesheet" href="\(Stylesheet.asset.path)">
            <script src="\(Script.asset.path)" defer></script>
            </head>
            <body>
            <a class="skip" href="#main">Skip to content</a>
            <header class="site"><a class="brand" href="/">Courier</a><nav aria-label="Apps">\(navigation)</nav></header>
            <main id="main">
            \(content)
            </main>
            </body>
            </html>
            """
    }
}
