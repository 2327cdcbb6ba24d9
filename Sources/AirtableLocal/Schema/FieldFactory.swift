import AirtableModel
import Basics

/// Makes the field model for a Metadata API field config (`{name, type, description?, options?}`):
/// a new id, and options completed with Airtable's defaults so typed clients read them.
enum FieldFactory {
    /// The field `config` describes, with a new id; `clashes` says whether a name is taken.
    static func make(_ config: JSONValue, clashes: (String) -> Bool) throws(AirtableError) -> FieldSchema {
        let name = try name(ListParameters.string(config["name"], "name"), clashes: clashes)
        guard let type = config["type"]?.stringValue.map({ FieldType($0) }),
            var options = FieldOptionRules.defaults[type]
        else {
            throw .fieldTypeNotCreatable(config["type"]?.stringValue ?? "(none)")
        }
        if let given = config["options"], given != .null {
            guard let given = given.objectValue else {
                throw .invalidFieldOptions(name, "options must be an object")
            }
            for (key, value) in given { options[key] = value }
        }
        if let problem = FieldOptionRules.problem(with: options, for: type) {
            throw .invalidFieldOptions(name, problem)
        }
        for (option, formats) in [
            ("dateFormat", FieldOptionRules.dateFormats), ("timeFormat", FieldOptionRules.timeFormats),
        ] {
            // A format given by its name alone is read back with its format, as Airtable does.
            guard var format = options[option]?.objectValue, let name = format["name"]?.stringValue else {
                continue
            }
            format["format"] = formats[name].map(JSONValue.string)
            options[option] = .object(format)
        }
        if let choices = options["choices"]?.arrayValue {
            options["choices"] = .array(
                choices.map { choice in
                    var object = choice.objectValue ?? ["name": choice]
                    if object["id"] == nil { object["id"] = .string(AirtableID.make(.choice)) }
                    return .object(object)
                })
        }
        if type == .multipleRecordLinks && options["linkedTableId"]?.stringValue == nil {
            throw .invalidRequest("a multipleRecordLinks field needs options.linkedTableId")
        }
        return FieldSchema(
            id: AirtableID.make(.field), name: name, type: type,
            description: try SchemaDescription.read(config["description"]),
            options: options.isEmpty ? nil : .object(options))
    }

    /// `name` when it can name a field: not blank, and not taken (names are unique ignoring case).
    static func name(_ name: String?, clashes: (String) -> Bool) throws(AirtableError) -> String {
        guard let name, !name.isBlank else { throw .emptyFieldName }
        guard !clashes(name) else { throw .duplicateFieldName(name) }
        return name
    }
}
