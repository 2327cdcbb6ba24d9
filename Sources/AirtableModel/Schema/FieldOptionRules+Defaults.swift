import Basics

extension FieldOptionRules {
    /// A currency's symbol and decimal places when a field names none.
    public static let defaultCurrencySymbol = "$"
    public static let defaultCurrencyPrecision = 2
    /// A checkbox's icon and colour when a field names none.
    public static let defaultCheckbox: [String: JSONValue] = [
        "color": .string("greenBright"), "icon": .string("check"),
    ]

    /// The types a field can be created with through the Metadata API, each with the options
    /// Airtable completes a new field's with (those the request gives replace them), so a typed
    /// client reads them back.
    public static let defaults: [FieldType: [String: JSONValue]] = [
        .singleLineText: [:], .multilineText: [:], .richText: [:], .email: [:], .url: [:], .phoneNumber: [:],
        .number: ["precision": .number(0)],
        .percent: ["precision": .number(0)],
        .currency: [
            "precision": .number(Double(defaultCurrencyPrecision)), "symbol": .string(defaultCurrencySymbol),
        ],
        .rating: ["color": .string("yellowBright"), "icon": .string("star"), "max": .number(5)],
        .duration: ["durationFormat": .string("h:mm")],
        .checkbox: defaultCheckbox,
        .date: ["dateFormat": format("local", in: dateFormats)],
        .dateTime: [
            "dateFormat": format("local", in: dateFormats), "timeFormat": format("12hour", in: timeFormats),
            "timeZone": .string("client"),
        ],
        .singleSelect: ["choices": .array([])], .multipleSelects: ["choices": .array([])],
        .multipleRecordLinks: ["isReversed": .bool(false), "prefersSingleRecordLink": .bool(false)],
        .multipleAttachments: ["isReversed": .bool(false)],
        .singleCollaborator: [:], .multipleCollaborators: [:], .barcode: [:],
    ]

    /// `{"format": …, "name": name}`, the format being the one `formats` gives the name.
    private static func format(_ name: String, in formats: [String: String]) -> JSONValue {
        .object(["format": .string(formats[name] ?? ""), "name": .string(name)])
    }
}
