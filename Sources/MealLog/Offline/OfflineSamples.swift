import Airtable
import Basics
import Foundation

/// The sample responses `--offline` answers from, as the original iPhone app's Moya target had
/// `sampleData` (its `SuccessRecordDennys.json`): that app's meals, as records of the declared table.
enum OfflineSamples {
    /// The original app's seven sample meals, eaten in the week of 2026-11-22.
    static let meals: [Meal] = [
        meal("とろ〜り卵とチーズのオムライス", .rice, .normal, "渋谷店", day: 22),
        meal("大盛りカットステーキ", .meat, .hungry, "渋谷店", day: 23),
        meal("トロけるお肉のビーフシチュー", .meat, .hungry, "新宿店", day: 24),
        meal("熟成卵黄と4種チーズのカルボナーラ", .pasta, .normal, "渋谷店", day: 25),
        meal("オマール香るエビドリア", .rice, .normal, "新宿店", day: 26),
        meal("デビルズブラウニーサンデー", .dessert, .full, "渋谷店", day: 27),
        meal("キャラメルハニーパンケーキ", .dessert, .full, "渋谷店", day: 28),
    ]

    /// `GET /v0/{base}/Meals`: the meals as one page of records, each created at noon on its day.
    static var records: String {
        let records = meals.enumerated().map { index, meal in
            OfflineRecord(
                id: "recOfflineMeal00\(index + 1)", createdTime: "\(meal.date.iso)T12:00:00.000Z",
                fields: MealCells.cells(meal))
        }
        return OfflineRecord.json(["records": records])
    }

    /// The `createdTime` of records the offline upsert answers with.
    static let createdTime = "2026-11-29T12:00:00.000Z"

    private static func meal(
        _ name: String, _ type: DishType, _ status: HungerState, _ store: String, day: Int
    ) -> Meal {
        let date = Day(year: 2026, month: 11, day: day) ?? Day(daysSinceEpoch: 0)
        return Meal(type: type, name: name, week: date.weekday, status: status, store: store, date: date)
    }
}

/// A record as the offline answers write it.
struct OfflineRecord: Encodable {
    let id: String
    let createdTime: String
    let fields: [String: CellValue]

    /// `value` as JSON text.
    static func json(_ value: some Encodable) -> String {
        String(decoding: (try? JSONEncoder().encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
