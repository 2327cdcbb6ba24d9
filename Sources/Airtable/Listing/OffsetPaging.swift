import AirtableModel
import Courier

/// A page of one of Airtable's listings (records, comments, bases): what it holds, and the
/// `offset` that names the next page while more follow.
protocol OffsetPage: Sendable {
    var offset: String? { get }
    var isEmpty: Bool { get }
}

extension Paging where Page: OffsetPage {
    /// How many empty pages in a row a listing follows.
    static var emptyPageLimit: Int { 100 }

    /// Airtable's `?offset=` cursor. A hundred empty pages in a row, each naming another, fail the
    /// listing (`PAGING`) rather than let it run on forever: a listing's pages hold records (a
    /// deleted one is skipped), so only a server gone wrong sends so many.
    static var offsetInQuery: Paging {
        .cursor(parameter: "offset") { $0.offset }.refusingEmptyPages(after: emptyPageLimit) { $0.isEmpty }
    }

    /// The same cursor in the JSON body of `POST …/listRecords`.
    static var offsetInBody: Paging {
        .cursorInBody(key: "offset") { $0.offset }.refusingEmptyPages(after: emptyPageLimit) { $0.isEmpty }
    }
}

extension RecordPage: OffsetPage {
    var isEmpty: Bool { records.isEmpty }
}

extension CommentPage: OffsetPage {
    var isEmpty: Bool { comments.isEmpty }
}

extension BaseList: OffsetPage {
    var isEmpty: Bool { bases.isEmpty }
}
