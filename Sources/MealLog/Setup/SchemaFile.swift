import Foundation

/// `meallog schema`: the base schema file holding the meal table, in the Metadata API's shapes
/// (`{"id","name","tables":[TableModel]}`), ready for `airtable-local --schema`.
public enum SchemaFile {
    /// The file's JSON, pretty-printed with sorted keys (stable from run to run).
    public static func json(baseID: String = MealTable.defaultBaseID) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(base(baseID))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func base(_ id: String) -> Base {
        let fields = MealTable.fields.map { field in
            FieldModel(
                id: field.id, name: field.name, type: field.kind.rawValue,
                options: options(field))
        }
        let table = TableModel(
            id: MealTable.id, name: MealTable.name, primaryFieldId: MealTable.fields[0].id, fields: fields,
            views: [View(id: MealTable.viewID, name: "Grid view", type: "grid")])
        return Base(id: id, name: MealTable.baseName, tables: [table])
    }

    private static func options(_ field: MealTable.Field) -> Options? {
        switch field.kind {
        case .singleLineText: nil
        case .date: Options(choices: nil, dateFormat: DateFormat(name: "iso", format: "YYYY-MM-DD"))
        case .singleSelect:
            Options(choices: field.choices.map { Choice(id: $0.id, name: $0.name) }, dateFormat: nil)
        }
    }

    struct Base: Encodable {
        let id: String
        let name: String
        let tables: [TableModel]
    }

    struct TableModel: Encodable {
        let id: String
        let name: String
        let primaryFieldId: String
        let fields: [FieldModel]
        let views: [View]
    }

    struct FieldModel: Encodable {
        let id: String
        let name: String
        let type: String
        let options: Options?
    }

    struct Options: Encodable {
        let choices: [Choice]?
        let dateFormat: DateFormat?
    }

    struct Choice: Encodable {
        let id: String
        let name: String
    }

    struct DateFormat: Encodable {
        let name: String
        let format: String
    }

    struct View: Encodable {
        let id: String
        let name: String
        let type: String
    }
}
