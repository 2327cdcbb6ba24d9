import Foundation
import MealLog
import Testing

/// `meallog schema` describes the meal table with the seed's choice lists and stable ids.
struct MealTableTests {
    private struct Base: Decodable {
        struct Table: Decodable {
            let id: String
            let name: String
            let primaryFieldId: String
            let fields: [Field]
        }
        struct Field: Decodable {
            let id: String
            let name: String
            let type: String
            let options: Options?
        }
        struct Options: Decodable {
            let choices: [Choice]?
        }
        struct Choice: Decodable {
            let id: String
            let name: String
        }
        let id: String
        let name: String
        let tables: [Table]
    }

    @Test func theTableHasTheSeedsChoicesAndStableIDs() throws {
        let text = MealTable.schemaFile()
        #expect(text == MealTable.schemaFile())
        let base = try JSONDecoder().decode(Base.self, from: Data(text.utf8))
        #expect(base.id == "appCourierMealLog")
        #expect(base.name == "Meal log")
        let table = try #require(base.tables.first)
        #expect(table.name == "Meals")
        #expect(table.primaryFieldId == table.fields.first?.id)
        #expect(table.fields.map(\.name) == ["name", "type", "week", "status", "store", "date", "key"])
        #expect(
            table.fields.map(\.type) == [
                "singleLineText", "singleSelect", "singleSelect", "singleSelect", "singleLineText", "date",
                "singleLineText",
            ])
        let choices = table.fields.map { $0.options?.choices?.map(\.name) ?? [] }
        #expect(choices[1] == ["肉", "デザート", "麺", "ドリア", "サイドメニュー", "ご飯", "パスタ"])
        #expect(choices[2] == ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"])
        #expect(choices[3] == ["お腹いっぱい", "普通", "空いている"])
        let ids = table.fields.map(\.id) + table.fields.flatMap { $0.options?.choices?.map(\.id) ?? [] }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.count == 17 })
        #expect(MealTable.schemaFile(baseID: "appOther").contains(#""id" : "appOther""#))
    }
}
