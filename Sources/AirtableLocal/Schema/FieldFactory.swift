import Basics

/// Makes the field model for a Metadata API field config (`{name, type, description?, options?}`):
/// a new id, and options completed with Airtable's defaults so typed clients read them.
enum FieldFactory {
    /// Types that can be created through the API, with their default options.
    static let defaults: [String: [String: JSONValue]] = [
        "singleLineText": [:], "multilineText": [:], "richText": [:], "email": [:], "url": [:],
        "phoneNumber": [:],
        "number": ["precision": .number(0)],
        "percent": ["precision": .number(0)],
        "currency": ["precision": .number(2), "symbol": .string("$")],
        "rating": ["color": .string("yellowBright"), "icon": .string("star"), "max": .number(5)],
        "duration": ["durationFormat": .string("h:mm")],
        "checkbox": ["color": .string("greenBright"), "icon": .string("check")],
        "date": ["dateFormat": .object(["format": .string("l"), "name": .string("local")])],
        "dateTime": [
            "dateFormat": .object(["format": .string("l"), "name": .string("local")]),
            "timeFormat": .object(["format": .string("h:mma"), "name": .string("12hour")]),
            "timeZone": .string("client"),
        ],
        "singleSelect": ["choices": .array([])], "multipleSelects": ["choices": .array([])],
        "multipleRecordLinks": ["isReversed": .bool(false), "prefersSingleRecordLink": .bool(false)],
        "multipleAttachments": ["isReversed": .bool(false)],
        "singleCollaborator": [:], "multipleCollaborators": [:], "barcode": [:],
    ]

    static func make(_ config: JSONValue, existingNames: [String]) throws(AirtableError) -> FieldSchema {
        guard let name = config["name"]?.stringValue, !name.trimmingCharacters(in: .whitespaces).isEmpty
        else {
            throw AirtableError(
                status: 422, type: "INVALID_FIELD_NAME", message: "A field needs a non-empty name")
        }
        guard !existingNames.contains(where: { $0.lowercased() == name.lowercased() }) else {
            throw AirtableError(
                status: 422, type: "DUPLICATE_OR_EMPTY_FIELD_NAME",
                message: "Field name \"\(name)\" is already used")
        }
        guard let type = config["type"]?.stringValue, var options = defaults[type] else {
            throw AirtableError(
                status: 422, type: "INVALID_FIELD_TYPE",
                message:
                    "Field type \(config["type"]?.stringValue ?? "(none)") cannot be created through the API")
        }
        for (key, value) in config["options"]?.objectValue ?? [:] { options[key] = value }
        if let choices = options["choices"]?.arrayValue {
            options["choices"] = .array(
                choices.map { choice in
                    var object = choice.objectValue ?? ["name": choice]
                    if object["id"] == nil { object["id"] = .string(IDs.make("sel")) }
                    return .object(object)
                })
        }
        if type == "multipleRecordLinks" && options["linkedTableId"]?.stringValue == nil {
            throw AirtableError.invalidRequest("a multipleRecordLinks field needs options.linkedTableId")
        }
        return FieldSchema(
            id: IDs.make("fld"), name: name, type: type, description: config["description"]?.stringValue,
            options: options.isEmpty ? nil : .object(options))
    }
}
