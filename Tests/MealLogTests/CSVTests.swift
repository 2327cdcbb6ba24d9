import Foundation
import MealLog
import Testing

/// CSV text becomes rows with their line numbers; quotes, CRLF and a byte-order mark are handled.
struct CSVTests {
    @Test func quotesLineBreaksAndLineNumbers() throws {
        let text = "\u{FEFF}a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",z\n"
        let records = try CSVParser.parse(text)
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(records[1].fields == ["x, y", "say \"hi\""])
        #expect(records[2].fields == ["two\nlines", "z"])
    }

    /// A quote never closed runs to the end of the input, and its record says so; one closed by
    /// the input's last byte is closed.
    @Test func anUnclosedQuoteMarksItsRecord() throws {
        let unclosed = try CSVParser.parse("a,b\nx,\"open\ny,z\n")
        #expect(unclosed.map(\.isUnclosed) == [false, true])
        #expect(unclosed[1].fields == ["x", "open\ny,z\n"])
        #expect(try CSVParser.parse("a,b\nx,\"closed\"").map(\.isUnclosed) == [false, false])
    }

    @Test func theSeedsFileReadsAsSevenMeals() throws {
        var reader = MealCSVReader(text: DemoData.dennysCSV)
        let rows = try reader.rows()
        #expect(rows.count == 7)
        #expect(rows.first?.line == 2)
        let meals = rows.compactMap { $0.form?.validate(today: testToday) }.compactMap { try? $0.get() }
        #expect(meals.count == 7)
        #expect(Set(meals.map(\.week)).count == 7)
    }

    @Test func columnsMayComeInAnyOrderWithExtras() throws {
        var reader = MealCSVReader(
            text: "Name,Status,note,Type,Week,date,store\nラーメン,普通,x,麺,,2026-11-28,新宿店\n")
        let form = try #require(try reader.rows().first?.form)
        #expect(
            form
                == MealForm(type: "麺", name: "ラーメン", week: "", status: "普通", store: "新宿店", date: "2026-11-28")
        )
    }

    /// A row of empty cells, as a spreadsheet leaves below its data, is no meal and no rejection.
    @Test func aRowOfEmptyCellsIsPassedOver() throws {
        var reader = MealCSVReader(
            text: "type,name,week,status\n肉,ステーキ,月曜日,普通\n,,,\n , ,\"\",\n麺,ラーメン,火曜日,普通\n")
        #expect(try reader.rows().map(\.line) == [2, 5])
    }

    @Test func aHeaderWithoutRequiredColumnsIsUnusable() {
        var lacking = MealCSVReader(text: "type,name\n肉,x\n")
        #expect(throws: MealCSVError.missingColumns([.week, .status])) { try lacking.header() }
        var empty = MealCSVReader(text: "")
        #expect(throws: MealCSVError.empty) { try empty.header() }
    }

    /// Read a few bytes at a time, the records, their lines and their ends are the same as read
    /// whole: quotes, CRLF and the byte-order mark may be split anywhere.
    @Test func piecesOfAnySizeGiveTheSameRecords() throws {
        let text = "\u{FEFF}a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n  \n\"two\nlines\",z\r\n食,べる\n"
        let whole = try CSVParser.parse(text)
        #expect(
            whole.map(\.fields) == [["a", "b"], ["x, y", "say \"hi\""], ["two\nlines", "z"], ["食", "べる"]])
        #expect(whole.map(\.line) == [1, 2, 4, 6])
        let bytes = Array(text.utf8)
        for size in 1...7 {
            var parser = CSVParser()
            var records: [CSVParser.Record] = []
            for start in stride(from: 0, to: bytes.count, by: size) {
                let piece = Array(bytes[start..<min(start + size, bytes.count)])
                try piece.withUnsafeBytes { try parser.parse($0, into: &records) }
            }
            try parser.finish(into: &records)
            #expect(records == whole, "pieces of \(size)")
        }
    }

    /// Bytes that are not UTF-8 mark their row; a NUL byte or an endless line ends the reading.
    @Test func notTextBinaryAndEndlessLines() throws {
        var parser = CSVParser()
        var records: [CSVParser.Record] = []
        try [UInt8]([0x61, 0x0A, 0x8E, 0x52, 0x0A]).withUnsafeBytes { try parser.parse($0, into: &records) }
        #expect(records.map(\.isText) == [true, false])
        #expect(throws: CSVParser.Failure.binary(line: 1)) {
            var binary = CSVParser()
            try [UInt8](repeating: 0, count: 4).withUnsafeBytes { try binary.parse($0, into: &records) }
        }
        #expect(throws: CSVParser.Failure.recordTooLong(line: 1)) {
            var endless = CSVParser()
            let line = [UInt8](repeating: UInt8(ascii: "y"), count: CSVParser.maxRecordBytes + 1)
            try line.withUnsafeBytes { try endless.parse($0, into: &records) }
        }
        #expect(throws: CSVParser.Failure.binary(line: 2)) { try CSVParser.parse("name\nx\0y\n") }
    }

    @Test func theEmbeddedCopyIsTheShippedFile() throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/MealLog/Demo/Dennys.csv")
        let shipped = try String(contentsOf: file, encoding: .utf8)
        #expect(shipped == DemoData.dennysCSV + "\n")
    }
}
