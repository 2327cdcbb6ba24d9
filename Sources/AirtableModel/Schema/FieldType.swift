import Basics

/// A field's type, as Airtable names it (`singleLineText`, `number`, …): every type name the package
/// uses is a constant here. Types not listed are kept as they are (`FieldType("somethingNew")`).
///
/// The constants are inlinable, so testing a cell's field type against one (airtable-local does,
/// for every cell it reads) compares two strings in place rather than calling into this module.
public struct FieldType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    @inlinable public static var singleLineText: FieldType { FieldType("singleLineText") }
    @inlinable public static var multilineText: FieldType { FieldType("multilineText") }
    @inlinable public static var richText: FieldType { FieldType("richText") }
    @inlinable public static var email: FieldType { FieldType("email") }
    @inlinable public static var url: FieldType { FieldType("url") }
    @inlinable public static var phoneNumber: FieldType { FieldType("phoneNumber") }
    @inlinable public static var number: FieldType { FieldType("number") }
    @inlinable public static var percent: FieldType { FieldType("percent") }
    @inlinable public static var currency: FieldType { FieldType("currency") }
    @inlinable public static var rating: FieldType { FieldType("rating") }
    @inlinable public static var duration: FieldType { FieldType("duration") }
    @inlinable public static var checkbox: FieldType { FieldType("checkbox") }
    @inlinable public static var date: FieldType { FieldType("date") }
    @inlinable public static var dateTime: FieldType { FieldType("dateTime") }
    @inlinable public static var singleSelect: FieldType { FieldType("singleSelect") }
    @inlinable public static var multipleSelects: FieldType { FieldType("multipleSelects") }
    @inlinable public static var multipleRecordLinks: FieldType { FieldType("multipleRecordLinks") }
    @inlinable public static var multipleAttachments: FieldType { FieldType("multipleAttachments") }
    @inlinable public static var singleCollaborator: FieldType { FieldType("singleCollaborator") }
    @inlinable public static var multipleCollaborators: FieldType { FieldType("multipleCollaborators") }
    @inlinable public static var barcode: FieldType { FieldType("barcode") }
    @inlinable public static var autoNumber: FieldType { FieldType("autoNumber") }
    @inlinable public static var count: FieldType { FieldType("count") }
    @inlinable public static var formula: FieldType { FieldType("formula") }
    @inlinable public static var rollup: FieldType { FieldType("rollup") }
    @inlinable public static var multipleLookupValues: FieldType { FieldType("multipleLookupValues") }
    /// `lookup`, grouped with ``multipleLookupValues`` wherever types are grouped.
    @inlinable public static var lookup: FieldType { FieldType("lookup") }
    @inlinable public static var createdTime: FieldType { FieldType("createdTime") }
    @inlinable public static var lastModifiedTime: FieldType { FieldType("lastModifiedTime") }
    @inlinable public static var createdBy: FieldType { FieldType("createdBy") }
    @inlinable public static var lastModifiedBy: FieldType { FieldType("lastModifiedBy") }
    @inlinable public static var button: FieldType { FieldType("button") }
    @inlinable public static var aiText: FieldType { FieldType("aiText") }
    @inlinable public static var externalSyncSource: FieldType { FieldType("externalSyncSource") }
    @inlinable public static var manualSort: FieldType { FieldType("manualSort") }
}

extension FieldType: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(rawValue) }
}
