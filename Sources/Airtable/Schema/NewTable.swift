import Basics

/// A table to create (`POST /v0/meta/bases/{base}/tables`). The first field becomes the primary one
/// and must be a type that can be primary (text, number, date, formula…).
public struct NewTable: Sendable, Hashable, Codable {
    public var name: String
    public var description: String?
    public var fields: [NewField]

    public init(name: String, description: String? = nil, fields: [NewField]) {
        self.name = name
        self.description = description
        self.fields = fields
    }
}

/// A field to create, in a new table or an existing one. The static builders fill in the options
/// Airtable requires for each type.
public struct NewField: Sendable, Hashable, Codable {
    public var name: String
    public var type: FieldType
    public var description: String?
    /// Type-specific settings, as Airtable's field model documents them.
    public var options: JSONValue?

    public init(name: String, type: FieldType, description: String? = nil, options: JSONValue? = nil) {
        self.name = name
        self.type = type
        self.description = description
        self.options = options
    }

    public static func singleLineText(_ name: String) -> NewField {
        NewField(name: name, type: .singleLineText)
    }
    public static func multilineText(_ name: String) -> NewField {
        NewField(name: name, type: .multilineText)
    }

    /// A number with `precision` decimal places (0–8).
    public static func number(_ name: String, precision: Int = 0) -> NewField {
        NewField(name: name, type: .number, options: .object(["precision": .number(Double(precision))]))
    }

    /// An amount of money shown with `symbol`.
    public static func currency(_ name: String, symbol: String = "$", precision: Int = 2) -> NewField {
        NewField(
            name: name, type: .currency,
            options: .object(["precision": .number(Double(precision)), "symbol": .string(symbol)]))
    }

    public static func checkbox(_ name: String) -> NewField {
        NewField(
            name: name, type: .checkbox,
            options: .object(["color": .string("greenBright"), "icon": .string("check")]))
    }

    /// A calendar day (`yyyy-MM-dd`).
    public static func date(_ name: String) -> NewField {
        NewField(name: name, type: .date, options: .object(["dateFormat": .object(["name": .string("iso")])]))
    }

    /// An instant, shown in `timeZone` (an IANA name or `client`).
    public static func dateTime(_ name: String, timeZone: String = "utc") -> NewField {
        NewField(
            name: name, type: .dateTime,
            options: .object([
                "dateFormat": .object(["name": .string("iso")]),
                "timeFormat": .object(["name": .string("24hour")]), "timeZone": .string(timeZone),
            ]))
    }

    public static func singleSelect(_ name: String, choices: [String]) -> NewField {
        NewField(name: name, type: .singleSelect, options: choiceOptions(choices))
    }

    public static func multipleSelects(_ name: String, choices: [String]) -> NewField {
        NewField(name: name, type: .multipleSelects, options: choiceOptions(choices))
    }

    /// Links to records of the table `tableID`.
    public static func links(_ name: String, toTable tableID: String) -> NewField {
        NewField(
            name: name, type: .multipleRecordLinks, options: .object(["linkedTableId": .string(tableID)]))
    }

    private static func choiceOptions(_ choices: [String]) -> JSONValue {
        .object(["choices": .array(choices.map { .object(["name": .string($0)]) })])
    }
}
