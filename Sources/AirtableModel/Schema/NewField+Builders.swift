import Basics

/// Fields of the types the package creates, with the options Airtable requires for each.
extension NewField {
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
    public static func currency(
        _ name: String, symbol: String = FieldOptionRules.defaultCurrencySymbol,
        precision: Int = FieldOptionRules.defaultCurrencyPrecision
    ) -> NewField {
        NewField(
            name: name, type: .currency,
            options: .object(["precision": .number(Double(precision)), "symbol": .string(symbol)]))
    }

    public static func checkbox(_ name: String) -> NewField {
        NewField(name: name, type: .checkbox, options: .object(FieldOptionRules.defaultCheckbox))
    }

    /// A calendar day, shown as `YYYY-MM-DD`.
    public static func date(_ name: String) -> NewField {
        NewField(name: name, type: .date, options: .object(["dateFormat": isoDate]))
    }

    /// An instant, shown in `timeZone` (an IANA name or `client`).
    public static func dateTime(_ name: String, timeZone: String = "utc") -> NewField {
        NewField(
            name: name, type: .dateTime,
            options: .object([
                "dateFormat": isoDate, "timeFormat": .object(["name": .string("24hour")]),
                "timeZone": .string(timeZone),
            ]))
    }

    /// One of `choices`. With `choiceIDPrefix`, a declaration fixes the choices' ids: the prefix
    /// and each choice's position (``AirtableID/numbered(_:_:)``); else Airtable makes them.
    public static func singleSelect(_ name: String, choices: [String], choiceIDPrefix: String? = nil)
        -> NewField
    {
        NewField(name: name, type: .singleSelect, options: choiceOptions(choices, idPrefix: choiceIDPrefix))
    }

    /// Any of `choices`, their ids as for ``singleSelect(_:choices:choiceIDPrefix:)``.
    public static func multipleSelects(_ name: String, choices: [String], choiceIDPrefix: String? = nil)
        -> NewField
    {
        NewField(
            name: name, type: .multipleSelects, options: choiceOptions(choices, idPrefix: choiceIDPrefix))
    }

    /// Links to records of the table `tableID`.
    public static func links(_ name: String, toTable tableID: String) -> NewField {
        NewField(
            name: name, type: .multipleRecordLinks, options: .object(["linkedTableId": .string(tableID)]))
    }

    /// `{"choices":[{"id"?,"name"}]}`.
    private static func choiceOptions(_ names: [String], idPrefix: String?) -> JSONValue {
        let choices = names.enumerated().map { position, name in
            var choice = ["name": JSONValue.string(name)]
            if let idPrefix { choice["id"] = .string(AirtableID.numbered(idPrefix, position + 1)) }
            return JSONValue.object(choice)
        }
        return .object(["choices": .array(choices)])
    }

    private static let isoDate = JSONValue.object(["format": .string("YYYY-MM-DD"), "name": .string("iso")])
}
