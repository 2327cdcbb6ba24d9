import AirtableModel
import Basics
import HTTPServer

/// The parameters of a list request, read from the query (`GET`) or the JSON body (`POST listRecords`),
/// with the tolerance real clients need: `x[]` and repeated `x` keys, `sort[N][k]` keys in any order,
/// booleans as `true/false/1/0`, the `limit` alias of `pageSize`, `offset=""` as no offset, and
/// unknown keys ignored.
struct ListParameters: Sendable {
    var fields: [String]?
    var filterByFormula: String?
    var maxRecords: Int?
    var pageSize = AirtableLimits.pageSize
    var sort: [SortSpec] = []
    var view: String?
    var cellFormatString = false
    var timeZone: String?
    var userLocale: String?
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
            default:
                if let (index, key) = Self.bracketed(name, prefix: "sort") {
                    if key == "field" { sorts[index, default: (nil, nil)].field = item.value }
                    if key == "direction" { sorts[index, default: (nil, nil)].direction = item.value }
                } else if let (_, key) = Self.bracketed(name, prefix: "fields"), key.isEmpty {
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
            sort.append(SortSpec(field: field, descending: try Self.descending(entry.direction)))
        }
        try validate()
    }

    /// From a `POST listRecords` body; `timeZone` and `userLocale` also from the query.
    init(body: JSONValue, query: QueryParameters) throws(AirtableError) {
        guard let object = body.objectValue else { throw .invalidRequest("the body must be a JSON object") }
        if let value = object["fields"], !value.isNull {
            guard let items = value.arrayValue else { throw .invalidRequest("fields must be an array") }
            fields = items.compactMap(\.stringValue)
        }
        filterByFormula = object["filterByFormula"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        maxRecords = try Self.integer(object["maxRecords"], "maxRecords")
        pageSize = try Self.integer(object["pageSize"], "pageSize") ?? AirtableLimits.pageSize
        view = object["view"]?.stringValue
        if let format = object["cellFormat"]?.stringValue { cellFormatString = try Self.cellFormat(format) }
        timeZone = query["timeZone"] ?? object["timeZone"]?.stringValue
        userLocale = query["userLocale"] ?? object["userLocale"]?.stringValue
        offset = object["offset"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        returnFieldsByFieldId =
            try Self.boolean(object["returnFieldsByFieldId"], "returnFieldsByFieldId") ?? false
        commentCount = (object["recordMetadata"]?.arrayValue ?? []).contains(.string("commentCount"))
        for entry in object["sort"]?.arrayValue ?? [] {
            guard let field = entry["field"]?.stringValue else {
                throw .invalidRequest("each sort needs a field")
            }
            sort.append(
                SortSpec(field: field, descending: try Self.descending(entry["direction"]?.stringValue)))
        }
        if let value = query["returnFieldsByFieldId"] {
            returnFieldsByFieldId = try Self.boolean(value, "returnFieldsByFieldId")
        }
        try validate()
    }

    private func validate() throws(AirtableError) {
        guard (1...AirtableLimits.pageSize).contains(pageSize) else {
            throw .invalidRequest("pageSize must be between 1 and \(AirtableLimits.pageSize)")
        }
        if let maxRecords, maxRecords < 0 { throw .invalidRequest("maxRecords must not be negative") }
        if cellFormatString && (timeZone == nil || userLocale == nil) {
            throw .invalidRequest("cellFormat string requires timeZone and userLocale")
        }
    }
}
