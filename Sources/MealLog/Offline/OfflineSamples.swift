import Airtable
import Basics
import Foundation

/// The meals every `--offline` run starts from, as records of the declared ``MealTable``.
public enum OfflineSamples {
    /// The demo data's seven meals (``DemoData``), each eaten on its weekday in the week of
    /// 2026-11-22 at one of two stores (the CSV has no store column).
    public static let meals: [Meal] = {
        let stores = ["渋谷店", "渋谷店", "新宿店", "渋谷店", "新宿店", "渋谷店", "渋谷店"]
        var reader = MealCSVReader(text: DemoData.dennysCSV)
        let rows = (try? reader.rows()) ?? []
        let weekEnd = Day(year: 2026, month: 11, day: 28) ?? Day(daysSinceEpoch: 0)
        return zip(rows, stores).compactMap { row, store in
            guard var form = row.form else { return nil }
            form.store = store
            return try? form.validate(today: weekEnd).get()
        }
    }()

    /// The body of the one request that creates the samples in the meal table:
    /// `{"records":[{"fields":{…}},…]}`, under the table's field names (seven records, within
    /// Airtable's ten a request).
    public static var createBody: [UInt8] {
        struct Body: Encodable { let records: [Entry] }
        struct Entry: Encodable { let fields: [String: CellValue] }
        let body = Body(records: meals.map { Entry(fields: MealCells.cells($0)) })
        return Array((try? JSONEncoder().encode(body)) ?? Data())
    }
}
