import Airtable
import Basics
import Foundation

/// The meals every `--offline` run starts from, as records of the declared ``MealTable``.
public enum OfflineSamples {
    /// Seven sample meals, eaten in the week of 2026-11-22.
    public static let meals: [Meal] = [
        meal("とろ〜り卵とチーズのオムライス", .rice, .normal, "渋谷店", day: 22),
        meal("大盛りカットステーキ", .meat, .hungry, "渋谷店", day: 23),
        meal("トロけるお肉のビーフシチュー", .meat, .hungry, "新宿店", day: 24),
        meal("熟成卵黄と4種チーズのカルボナーラ", .pasta, .normal, "渋谷店", day: 25),
        meal("オマール香るエビドリア", .rice, .normal, "新宿店", day: 26),
        meal("デビルズブラウニーサンデー", .dessert, .full, "渋谷店", day: 27),
        meal("キャラメルハニーパンケーキ", .dessert, .full, "渋谷店", day: 28),
    ]

    /// The body of the one request that creates the samples in the meal table:
    /// `{"records":[{"fields":{…}},…]}`, under the table's field names (seven records, within
    /// Airtable's ten a request).
    public static var createBody: [UInt8] {
        struct Body: Encodable { let records: [Entry] }
        struct Entry: Encodable { let fields: [String: CellValue] }
        let body = Body(records: meals.map { Entry(fields: MealCells.cells($0)) })
        return Array((try? JSONEncoder().encode(body)) ?? Data())
    }

    private static func meal(
        _ name: String, _ type: DishType, _ status: HungerState, _ store: String, day: Int
    ) -> Meal {
        let date = Day(year: 2026, month: 11, day: day) ?? Day(daysSinceEpoch: 0)
        return Meal(type: type, name: name, week: date.weekday, status: status, store: store, date: date)
    }
}
