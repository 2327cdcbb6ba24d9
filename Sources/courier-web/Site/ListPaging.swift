import Basics
import HTTPServer
import Web

/// A long list shown ``size`` items a page, as every list page of the site shows it: which page is
/// shown, the items on it, and the links to the pages before and after (plain links, so paging
/// works without scripts).
///
/// The page shown is the one asked for (`?page=`), kept within the list, or the page that holds an
/// item just added or saved, so that its confirmation stands beside it.
struct ListPaging {
    static let size = 100

    /// The page shown, from 1.
    let page: Int
    /// How many pages there are; `nil` when the list is its first page alone, read before the rest.
    let pages: Int?

    /// The page `asked` (one past either end shows the nearest page) of a list of `count` items,
    /// or the page holding the item at `holding`. `firstPageOnly`: the `count` items are the first
    /// page alone, so there is a next page when it is full.
    init(count: Int, asked: Int, holding: Int? = nil, firstPageOnly: Bool = false) {
        if firstPageOnly {
            page = 1
            pages = count >= Self.size ? nil : 1
            return
        }
        let pages = max(1, (count + Self.size - 1) / Self.size)
        self.pages = pages
        page = min(max(holding.map { $0 / Self.size + 1 } ?? asked, 1), pages)
    }

    /// The page number a query asks for (`?page=`): 1 when it names none; a number too large for an
    /// `Int` asks for the last page, as any number past it does (and one too small, the first).
    static func asked(_ form: QueryParameters) -> Int {
        let text = form["page"] ?? ""
        if let number = Int(text) { return number }
        let sign = text.first == "-" || text.first == "+" ? text.first : nil
        let digits = sign == nil ? Substring(text) : text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return 1 }
        return sign == "-" ? Int.min : Int.max
    }

    /// `title` naming the page shown when it is not the first: "Acronyms, page 2 of 3", so that
    /// tabs, history and a screen reader arriving on the page tell the pages of a list apart.
    func title(_ title: String, _ language: Language) -> String {
        guard page > 1 else { return title }
        let japanese = language == .japanese
        return switch (pages, japanese) {
        case (let pages?, true): "\(title)（\(page) / \(pages) ページ）"
        case (let pages?, false): "\(title), page \(page) of \(pages)"
        case (nil, true): "\(title)（\(page) ページ）"
        case (nil, false): "\(title), page \(page)"
        }
    }

    /// The positions (from 0) of the items on the page shown.
    var positions: Range<Int> { (page - 1) * Self.size..<page * Self.size }

    /// The items of `list` on the page shown.
    func shown<Items: Collection>(_ list: Items) -> Items.SubSequence {
        list.dropFirst(positions.lowerBound).prefix(Self.size)
    }

    /// "Previous · Page 2 of 23 · Next" in `language`, when there is more than one page (while
    /// their count is not known: "Page 1 · Next"). `href` is the address of a page by its number.
    func links(_ language: Language, href: (Int) -> String) -> HTML {
        guard pages != 1 else { return .empty }
        let japanese = language == .japanese
        func link(_ target: Int, _ label: String, _ relation: String) -> HTML {
            "<a class=\"button\" href=\"\(href(target))\" rel=\"\(relation)\">\(label)</a>"
        }
        let previous = page > 1 ? link(page - 1, japanese ? "前へ" : "Previous", "prev") : .empty
        let next = page < (pages ?? page + 1) ? link(page + 1, japanese ? "次へ" : "Next", "next") : .empty
        let position =
            switch (pages, japanese) {
            case (let pages?, true): "\(page) / \(pages) ページ"
            case (let pages?, false): "Page \(page) of \(pages)"
            case (nil, true): "\(page) ページ"
            case (nil, false): "Page \(page)"
            }
        return """
            <nav class="pages" aria-label="\(japanese ? "ページ" : "Pages")"><p class="actions">\(previous) \
            <span>\(position)</span> \(next)</p></nav>
            """
    }

    /// The address of a page by its number: `path?query&page=N` (`query` already escaped, or empty).
    static func address(_ path: String, query: String = "") -> (Int) -> String {
        { page in path + "?" + (query.isEmpty ? "" : query + "&") + "page=\(page)" }
    }
}
