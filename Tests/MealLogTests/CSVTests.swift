import Foundation
import MealLog
import Testing

/// CSV text becomes rows with their line numbers; quotes, CRLF and a byte-order mark are handled.
struct CSVTests {
    @Test func quotesLineBreaksAndLineNumbers() {
        let text = "\u{FEFF}a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",z\n"
        let records = CSVParser.parse(text)
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(records[1].fields == ["x, y", "say \"hi\""])
        #expect(records[2].fields == ["two\nlines", "z"])
    }

    @Test func theSeedsFileReadsAsSevenMeals() throws {
        let csv = try MealCSV(DemoData.dennysCSV)
        #expect(csv.rows.count == 7)
        #expect(csv.rows.first?.line == 2)
        let meals = csv.rows.compactMap { $0.form?.validate(today: testToday) }.compactMap { try? $0.get() }
        #expect(meals.count == 7)
        #expect(Set(meals.map(\.week)).count == 7)
    }

    @Test func columnsMayComeInAnyOrderWithExtras() throws {
        let csv = try MealCSV("Name,Status,note,Type,Week,date,store\nラーメン,普通,x,麺,,2026-11-28,新宿店\n")
        let form = try #require(csv.rows.first?.form)
        #expect(
            form
                == MealForm(type: "麺", name: "ラーメン", week: "", status: "普通", store: "新宿店", date: "2026-11-28")
        )
    }

    @Test func aHeaderWithoutRequiredColumnsIsUnusable() {
        #expect(throws: MealCSVError.missingColumns([.week, .status])) { try MealCSV("type,name\n肉,x\n") }
        #expect(throws: MealCSVError.empty) { try MealCSV("") }
    }

    @Test func theEmbeddedCopyIsTheShippedFile() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/MealLog/Demo/Dennys.csv")
        let shipped = try String(contentsOf: file, encoding: .utf8)
        #expect(shipped == DemoData.dennysCSV + "\n")
    }
}
