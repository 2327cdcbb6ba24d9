import AirtableModel
import Basics
import HTTPServer

/// The parameters of a list request, read from the query (`GET`) or the JSON body (`POST listRecords`),
/// with the tolerance real clients need: `x[]` and repeated `x` keys, `sort[N][k]` keys in any order,
/// booleans as `true/false/1/0`, the `limit` alias of `pageSize`, `offset=""` as no offset, `null` as
/// absent, and unknown keys ignored. A known parameter of the wrong type (`sort` as text, `fields`
/// holding a number, a numeric `offset`) or shape (`sort[x][field]`, `fields[a]`) is refused with
/// 422, as a wrong value is: a client's mistake is not a listing of everything.
struct ListParameters: Sendable {
    /// The most sort keys a listing may have (airtable-local's bound; Airtable documents none): each
    /// costs a comparison per pair of records, and no view sorts by more than a handful.
    static let maximumSortFields = 32

    var fields: [String]?
    var filterByFormula: String?
    var maxRecords: Int?
    var pageSize = AirtableLimits.pageSize
    var sort: [SortField] = []
    var view: String?
    var cellFormatString = false
    var timeZone: String?
    var userLocale: String?
    /// The `cellFormat=string` rendering asked for (``CellText/requested(cellFormatString:timeZone:userLocale:)``).
    var cellText: CellText?
    var offset: String?
    var returnFieldsByFieldId = false
    var commentCount = false

    init() {}

    /// From a `GET` query.
    init(query: QueryParameters) throws(AirtableError) {
        var fields: [String] = []
        var hasFields = false
        var sorts: [Int: (field: String?, direction: String?)] = [:]
        for item in query {
            let name = item.name
            switch name {
            case "fields", "fields[]":
                hasFields = true
                fields.append(item.value)
            case "filterByFormula": filterByFormula = item.value.isEmpty ? nil : item.value
            case "maxRecords": maxRecords = try Self.integer(item.value, name)
            case "pageSize", "limit": pageSize = try Self.integer(item.value, name)
            case "view": view = item.value.isEmpty ? nil : item.value
            case "cellFormat": cellFormatString = try Self.cellFormat(item.value)
            case "timeZone": timeZone = item.value
            case "userLocale": userLocale = item.value
            case "offset": offset = item.value.isEmpty ? nil : item.value
            case "returnFieldsByFieldId": returnFieldsByFieldId = try Self.boolean(item.value, name)
            case "recordMetadata", "recordMetadata[]":
                commentCount = commentCount || item.value == "commentCount"
            case "sort", "sort[]":
                throw .invalidRequest("sort must be given as sort[0][field]=…&sort[0][direction]=…")
            default:
                if name.hasPrefix("sort[") {
                    guard let (index, key) = Self.bracketed(name, prefix: "sort"),
                        key == "field" || key == "direction"
                    else { throw Self.malformed(name, "sort[N][field] or sort[N][direction]") }
                    if key == "field" { sorts[index, default: (nil, nil)].field = item.value }
                    if key == "direction" { sorts[index, default: (nil, nil)].direction = item.value }
                } else if name.hasPrefix("fields[") {
                    guard let (_, key) = Self.bracketed(name, prefix: "fields"), key.isEmpty else {
                        throw Self.malformed(name, "fields[] or fields[N]")
                    }
                    hasFields = true
                    fields.append(item.value)
                } else if name.hasPrefix("recordMetadata[") {
                    commentCount = commentCount || item.value == "commentCount"
                }
            }
        }
        if hasFields { self.fields = fields }
        for index in sorts.keys.sorted() {
            guard let entry = sorts[index], let field = entry.field else {
                throw .invalidRequest("sort[\(index)] needs a field")
            }
            sort.append(SortField(field: field, direction: try Self.direction(entry.direction)))
        }
        try validate()
    }

    /// From a `POST listRecords` body; `timeZone` and `userLocale` also from the query.
    init(body: JSONValue, query: QueryParameters) throws(AirtableError) {
        guard let object = body.objectValue else { throw .invalidRequest("the body must be a JSON object") }
        if let items = try Self.strings(object["fields"], "fields") { fields = items }
        filterByFormula = try Self.string(object["filterByFormula"], "filterByFormula").flatMap {
            $0.isEmpty ? nil : $0
        }
        maxRecords = try Self.integer(object["maxRecords"], "maxRecords")
        pageSize = try Self.integer(object["pageSize"], "pageSize") ?? AirtableLimits.pageSize
        view = try Self.string(object["view"], "view")
        if let format = try Self.string(object["cellFormat"], "cellFormat") {
            cellFormatString = try Self.cellFormat(format)
        }
        let bodyTimeZone = try Self.string(object["timeZone"], "timeZone")
        let bodyLocale = try Self.string(object["userLocale"], "userLocale")
        timeZone = query["timeZone"] ?? bodyTimeZone
        userLocale = query["userLocale"] ?? bodyLocale
        offset = try Self.string(object["offset"], "offset").flatMap { $0.isEmpty ? nil : $0 }
        returnFieldsByFieldId =
            try Self.boolean(object["returnFieldsByFieldId"], "returnFieldsByFieldId") ?? false
        commentCount =
            try Self.strings(object["recordMetadata"], "recordMetadata")?.contains("commentCount") ?? false
        if let value = object["sort"], !value.isNull {
            guard let entries = value.arrayValue else {
                throw .invalidRequest("sort must be an array of {\"field\",\"direction\"} objects")
            }
            for entry in entries {
                guard entry.objectValue != nil, let field = try Self.string(entry["field"], "sort field")
                else {
                    throw .invalidRequest("each sort needs a field")
                }
                let direction = try Self.string(entry["direction"], "sort direction")
                sort.append(SortField(field: field, direction: try Self.direction(direction)))
            }
        }
        if let value = query["returnFieldsByFieldId"] {
            returnFieldsByFieldId = try Self.boolean(value, "returnFieldsByFieldId")
        }
        try validate()
    }

    private mutating func validate() throws(AirtableError) {
        guard sort.count <= Self.maximumSortFields else {
            throw .invalidRequest("sort may have at most \(Self.maximumSortFields) fields, not \(sort.count)")
        }
        guard (1...AirtableLimits.pageSize).contains(pageSize) else {
            throw .invalidRequest("pageSize must be between 1 and \(AirtableLimits.pageSize)")
        }
        if let maxRecords, maxRecords < 0 { throw .invalidRequest("maxRecords must not be negative") }
        cellText = try CellText.requested(
            cellFormatString: cellFormatString, timeZone: timeZone, userLocale: userLocale)
    }
}
