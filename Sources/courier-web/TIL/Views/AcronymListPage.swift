import Basics
import TILBrowser
import TILModels
import Web

/// The acronyms, as links to their pages, with the search form and Create.
@MainActor
final class AcronymListPage: PageView, AcronymListView {
    private(set) var acronyms: [Acronym] = []
    private(set) var deleted: Acronym?
    private var searchNote: String?

    func showAcronyms(_ acronyms: [Acronym]) { self.acronyms = acronyms }
    func showSearchMatch(_ match: AcronymSearchMatch, term: String) { searchNote = match.note(for: term) }
    func setLoading(_ isLoading: Bool) {}
    func acronymDeleted(_ acronym: Acronym) { deleted = acronym }

    /// The list's heading, which names the search: "Acronyms matching “OMG”".
    static func heading(search: String) -> String {
        search.isEmpty ? "Acronyms" : "Acronyms matching \u{201C}\(search)\u{201D}"
    }

    /// The page `paging` shows of the acronyms, or of those `search` found.
    func html(search: String, paging: ListPaging) -> HTML {
        let rows: [HTML] = paging.shown(acronyms).map { acronym in
            let link = acronym.id.map { "/til/acronyms/\($0.uppercaseText)" } ?? "/til/"
            return
                "<li><div class=\"clamped\"><a href=\"\(link)\"><strong>\(acronym.shownShort)</strong></a> \(acronym.long)</div></li>"
        }
        let empty: HTML = search.isEmpty ? "<p>No acronyms yet.</p>" : .empty
        let list: HTML = acronyms.isEmpty && alerts.isEmpty ? empty : "<ul class=\"cards\">\(rows)</ul>"
        let query = search.isEmpty ? "" : "q=" + search.queryValueEscaped
        let note: HTML = searchNote.map { "<p role=\"status\">\($0)</p>" } ?? .empty
        return """
            <h1>\(Self.heading(search: search))</h1>
            \(alertsHTML)
            <form class="actions" method="get" action="/til/" role="search">
            <label for="q">Search acronyms</label>
            <input id="q" name="q" type="search" value="\(formValue: search)">
            <button type="submit">Search</button>
            </form>
            <p class="actions"><a class="button" href="/til/acronyms/new">Create an acronym</a></p>
            \(note)\(list)\(paging.links(language, href: ListPaging.address("/til/", query: query)))
            """
    }
}
