/// The families of field types whose cells behave alike.
extension FieldType {
    /// Types whose values Airtable computes: writing to them is refused.
    public static let computedTypes: Set<FieldType> = [
        .autoNumber, .createdTime, .lastModifiedTime, .formula, .rollup, .count, .lookup,
        .multipleLookupValues, .createdBy, .lastModifiedBy, .button, .aiText, .externalSyncSource,
    ]

    /// Types whose cells are text.
    public static let textTypes: Set<FieldType> = [
        .singleLineText, .multilineText, .richText, .email, .url, .phoneNumber,
    ]

    /// Types whose cells are numbers.
    public static let numberTypes: Set<FieldType> = [.number, .currency, .percent, .rating, .duration]

    /// Types an upsert may match records on (`performUpsert.fieldsToMergeOn`).
    public static let mergeableTypes: Set<FieldType> = [
        .singleLineText, .multilineText, .email, .url, .phoneNumber, .number, .currency, .percent, .rating,
        .duration, .singleSelect, .multipleSelects, .date, .dateTime,
    ]

    /// Types a table's primary field may have, as Airtable lists them (of these, formula and
    /// autoNumber cannot be made through the API).
    public static let primaryTypes: Set<FieldType> = [
        .singleLineText, .multilineText, .richText, .email, .url, .phoneNumber, .number, .currency, .percent,
        .duration, .date, .dateTime, .barcode, .formula, .autoNumber,
    ]

    /// Whether Airtable computes this type's values.
    public var isComputed: Bool { Self.computedTypes.contains(self) }
    public var isText: Bool { Self.textTypes.contains(self) }
    public var isNumber: Bool { Self.numberTypes.contains(self) }
    /// Whether a table's primary field may be of this type.
    public var canBePrimary: Bool { Self.primaryTypes.contains(self) }
}
