import AirtableModel
import Courier

/// A page of one of Airtable's listings (records, comments, bases): what it holds, and the
/// `offset` that names the next page while more follow.
protocol OffsetPage: Sendable {
    var offset: String? { get }
    var isEmpty: Bool { get }
}

extension Paging where Page: OffsetPage {
    /// Airtable's `?offset=` cursor. Airtable never sends an empty page that names another, so ten
    /// in a row fail the listing (`PAGING`) rather than let it run on forever.
    static var offsetInQuery: Paging {
        .cursor(parameter: "offset") { $0.offset }.refusingEmptyPages { $0.isEmpty }
    }

    /// The same cursor in the JSON body of `POST …/listRecords`.
    static var offsetInBody: Paging {
        .cursorInBody(key: "offset") { $0.offset }.refusingEmptyPages { $0.isEmpty }
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
