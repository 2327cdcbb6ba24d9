import Basics

/// A field's type, as Airtable names it (`singleLineText`, `number`, …): every type name the package
/// uses is a constant here. Types not listed are kept as they are (`FieldType("somethingNew")`).
public struct FieldType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static let singleLineText = FieldType("singleLineText")
    public static let multilineText = FieldType("multilineText")
    public static let richText = FieldType("richText")
    public static let email = FieldType("email")
    public static let url = FieldType("url")
    public static let phoneNumber = FieldType("phoneNumber")
    public static let number = FieldType("number")
    public static let percent = FieldType("percent")
    public static let currency = FieldType("currency")
    public static let rating = FieldType("rating")
    public static let duration = FieldType("duration")
    public static let checkbox = FieldType("checkbox")
    public static let date = FieldType("date")
    public static let dateTime = FieldType("dateTime")
    public static let singleSelect = FieldType("singleSelect")
    public static let multipleSelects = FieldType("multipleSelects")
    public static let multipleRecordLinks = FieldType("multipleRecordLinks")
    public static let multipleAttachments = FieldType("multipleAttachments")
    public static let singleCollaborator = FieldType("singleCollaborator")
    public static let multipleCollaborators = FieldType("multipleCollaborators")
    public static let barcode = FieldType("barcode")
    public static let autoNumber = FieldType("autoNumber")
    public static let count = FieldType("count")
    public static let formula = FieldType("formula")
    public static let rollup = FieldType("rollup")
    public static let multipleLookupValues = FieldType("multipleLookupValues")
    /// `lookup`, grouped with ``multipleLookupValues`` wherever types are grouped.
    public static let lookup = FieldType("lookup")
    public static let createdTime = FieldType("createdTime")
    public static let lastModifiedTime = FieldType("lastModifiedTime")
    public static let createdBy = FieldType("createdBy")
    public static let lastModifiedBy = FieldType("lastModifiedBy")
    public static let button = FieldType("button")
    public static let aiText = FieldType("aiText")
    public static let externalSyncSource = FieldType("externalSyncSource")
    public static let manualSort = FieldType("manualSort")
}

extension FieldType: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(rawValue) }
}
