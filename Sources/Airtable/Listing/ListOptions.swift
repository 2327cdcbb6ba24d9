import AirtableModel

/// Every parameter of Airtable's list-records call (spec §3). The defaults list everything, in the
/// table's order, 100 records a page.
///
/// ```swift
/// var options = ListOptions()
/// options.filterByFormula = Formula.field("Status") == .text("Open")
/// options.sort = [.descending("Due")]
/// options.fields = ["Name", "Due"]
/// ```
public struct ListOptions: Sendable {
    /// Only these fields (names or `fld…` ids); `nil` for all.
    public var fields: [String]?
    /// Keeps only the records for which the formula is true.
    public var filterByFormula: Formula?
    /// The most records across all pages.
    public var maxRecords: Int?
    /// Records per page, at most 100 (Airtable's default).
    public var pageSize: Int?
    /// Overrides the view's order.
    public var sort: [SortField]
    /// Only the records in this view (name or `viw…` id), in its order.
    public var view: String?
    /// JSON cells (default) or strings formatted for people.
    public var cellFormat: CellFormat?
    /// Key `fields` by `fld…` id instead of name.
    public var returnFieldsByFieldId: Bool
    /// Extra per-record data, such as the comment count.
    public var recordMetadata: [RecordMetadata]
    /// What to do when Airtable says the listing's iterator expired.
    public var onIteratorExpired: IteratorExpiry

    public init(
        fields: [String]? = nil, filterByFormula: Formula? = nil, maxRecords: Int? = nil,
        pageSize: Int? = nil, sort: [SortField] = [], view: String? = nil, cellFormat: CellFormat? = nil,
        returnFieldsByFieldId: Bool = false, recordMetadata: [RecordMetadata] = [],
        onIteratorExpired: IteratorExpiry = .restart
    ) {
        self.fields = fields
        self.filterByFormula = filterByFormula
        self.maxRecords = maxRecords
        self.pageSize = pageSize
        self.sort = sort
        self.view = view
        self.cellFormat = cellFormat
        self.returnFieldsByFieldId = returnFieldsByFieldId
        self.recordMetadata = recordMetadata
        self.onIteratorExpired = onIteratorExpired
    }
}

/// How cells are written in a listing.
public enum CellFormat: Sendable, Hashable {
    /// Cells as JSON values (Airtable's default).
    case json
    /// Every cell as the string a person sees, dates in `timeZone` (e.g. `"Europe/Berlin"`) and
    /// `userLocale` (e.g. `"en-gb"`). Airtable calls this output unstable.
    case string(timeZone: String, userLocale: String)
}

/// Extra per-record data a listing can ask for.
public enum RecordMetadata: String, Sendable, Hashable {
    /// Adds ``Record/commentCount``.
    case commentCount
}

/// What a listing does when Airtable answers 422 `LIST_RECORDS_ITERATOR_NOT_AVAILABLE`
/// (its page cursor timed out, for example because the caller paused between pages).
public enum IteratorExpiry: Sendable, Hashable {
    /// Start the listing again and skip the records already delivered (by id), so nothing is
    /// delivered twice. Records changed meanwhile may be missed or seen in their new state.
    case restart
    /// Throw the ``AirtableError`` (type ``AirtableErrorType/iteratorNotAvailable``).
    case fail
}
