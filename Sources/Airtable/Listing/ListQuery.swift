import Courier
import Foundation

/// Turns ``ListOptions`` into a request: `GET …/{table}?…` with the parameters in the query, or
/// `POST …/{table}/listRecords` with them in a JSON body when the URL would reach Airtable's limit
/// (``AirtableLimits/urlLength``). `timeZone` and `userLocale` stay in the query either way (as
/// pyairtable and airtable.js send them).
///
/// Query values are percent-encoded except for RFC 3986 unreserved characters, so the `+`, `&`
/// and `=` of a formula arrive as themselves.
struct ListQuery: Sendable {
    /// Room kept for the `&offset=…` of later pages (tokens are about 35 characters).
    static let offsetAllowance = 100

    let options: ListOptions

    /// The parameters as GET query items, without `offset`.
    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        for field in options.fields ?? [] { items.append(URLQueryItem(name: "fields[]", value: field)) }
        if let formula = options.filterByFormula {
            items.append(URLQueryItem(name: "filterByFormula", value: formula.text))
        }
        if let maxRecords = options.maxRecords {
            items.append(URLQueryItem(name: "maxRecords", value: String(maxRecords)))
        }
        if let pageSize = options.pageSize {
            items.append(URLQueryItem(name: "pageSize", value: String(pageSize)))
        }
        for (index, sort) in options.sort.enumerated() {
            items.append(URLQueryItem(name: "sort[\(index)][field]", value: sort.field))
            items.append(URLQueryItem(name: "sort[\(index)][direction]", value: sort.direction.rawValue))
        }
        if let view = options.view { items.append(URLQueryItem(name: "view", value: view)) }
        if let format = options.cellFormat {
            items.append(URLQueryItem(name: "cellFormat", value: format.name))
        }
        items += localeItems
        if options.returnFieldsByFieldId {
            items.append(URLQueryItem(name: "returnFieldsByFieldId", value: "true"))
        }
        for metadata in options.recordMetadata {
            items.append(URLQueryItem(name: "recordMetadata[]", value: metadata.rawValue))
        }
        return items
    }

    /// `timeZone` and `userLocale`, for `cellFormat=string`.
    var localeItems: [URLQueryItem] {
        guard case .string(let timeZone, let userLocale) = options.cellFormat else { return [] }
        return [
            URLQueryItem(name: "timeZone", value: timeZone),
            URLQueryItem(name: "userLocale", value: userLocale),
        ]
    }

    /// The parameters as a `listRecords` body, with the page's `offset`.
    func body(offset: String?) -> ListRecordsBody {
        ListRecordsBody(
            fields: options.fields, filterByFormula: options.filterByFormula?.text,
            maxRecords: options.maxRecords,
            pageSize: options.pageSize,
            sort: options.sort.isEmpty
                ? nil : options.sort.map { .init(field: $0.field, direction: $0.direction.rawValue) },
            view: options.view, cellFormat: options.cellFormat?.name,
            returnFieldsByFieldId: options.returnFieldsByFieldId ? true : nil,
            recordMetadata: options.recordMetadata.isEmpty ? nil : options.recordMetadata.map(\.rawValue),
            offset: offset)
    }
}

/// The JSON body of `POST …/listRecords`.
struct ListRecordsBody: Encodable, Sendable {
    struct Sort: Encodable, Sendable {
        let field: String
        let direction: String
    }

    let fields: [String]?
    let filterByFormula: String?
    let maxRecords: Int?
    let pageSize: Int?
    let sort: [Sort]?
    let view: String?
    let cellFormat: String?
    let returnFieldsByFieldId: Bool?
    let recordMetadata: [String]?
    let offset: String?
}
