/// Splits CSV bytes (RFC 4180) into records, each with the line it starts on, a chunk at a time:
/// a file of any size is read in pieces, and only the record being read is kept.
///
/// Accepts `,` separators, `"`-quoted fields with `""` escapes and line breaks inside quotes, LF,
/// CRLF or CR line ends, and a UTF-8 byte-order mark. Blank lines, and lines of nothing but spaces,
/// are skipped. An unclosed quote runs to the end of the input, and its record says so
/// (``Record/isUnclosed``): every line after it was read into one of its fields. Fields that are
/// not UTF-8 are decoded with replacement characters and their record is marked (``Record/isText``),
/// so a caller can reject it rather than store mojibake.
///
/// Two things end the reading: a NUL byte (``Failure/binary(line:)``: no text file holds one, so
/// the input is binary, such as `/dev/zero` or a spreadsheet), and a record longer than
/// ``maxRecordBytes`` (``Failure/recordTooLong(line:)``: an endless line), so no input can make
/// it hold unbounded memory.
public struct CSVParser: Sendable {
    /// One record: its fields and the 1-based line it starts on.
    public struct Record: Sendable, Equatable {
        public var line: Int
        public var fields: [String]
        /// Whether every field was UTF-8.
        public var isText = true
        /// Whether a quote opened in it is never closed: the record ran to the end of the input.
        public var isUnclosed = false
        /// The bytes of the input up to the end of this record, its line break included: how much of
        /// the input has been taken once this record is, for progress.
        public var endOffset = 0

        public init(line: Int, fields: [String], isText: Bool = true, endOffset: Int = 0) {
            self.line = line
            self.fields = fields
            self.isText = isText
            self.endOffset = endOffset
        }
    }

    /// Why the input cannot be read as CSV at all.
    public enum Failure: Error, Sendable, Equatable {
        /// A NUL byte on this line: the input is binary, not text.
        case binary(line: Int)
        /// The record starting on this line is longer than ``CSVParser/maxRecordBytes``.
        case recordTooLong(line: Int)
    }

    /// The longest record read: far more than a meal needs, and more than a request may carry, so a
    /// long row is still rejected by its line rather than ending the import.
    public static let maxRecordBytes = 8 << 20

    private var fields: [String] = []
    private var field: [UInt8] = []
    private var isText = true
    private var line = 1
    private var recordLine = 1
    private var recordBytes = 0
    private var inQuotes = false
    /// A `"` inside quotes, waiting for the next byte: another `"` (an escaped quote) or the end.
    private var quotePending = false
    private var afterQuote = false
    /// Whether the current field was quoted: a quoted blank field is data, not a blank line.
    private var fieldQuoted = false
    /// A CR just ended a line: an LF right after it belongs to the same line end.
    private var skipsLF = false
    private var atStart = true
    /// Bytes of the pieces before the current one, and where in the current one the parser is.
    private var offsetBefore = 0
    private var position = 0
    private var bomBytesSeen = 0

    public init() {}

    /// Every record of `text` at once (text already in memory); the same failures as reading it
    /// piece by piece.
    public static func parse(_ text: String) throws(Failure) -> [Record] {
        var parser = CSVParser()
        var records: [Record] = []
        let failure = Array(text.utf8).withUnsafeBytes { bytes -> Failure? in
            do throws(Failure) {
                try parser.parse(bytes, into: &records)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        try parser.finish(into: &records)
        return records
    }

    /// Reads `bytes`, the next piece of the input, appending each record it completes to `records`.
    public mutating func parse(
        _ bytes: UnsafeRawBufferPointer, into records: inout [Record]
    ) throws(Failure) {
        var index = 0
        defer { offsetBefore += bytes.count }
        if atStart {
            // A byte-order mark (EF BB BF) may be split across pieces.
            let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
            while index < bytes.count, bomBytesSeen < 3, bytes[index] == mark[bomBytesSeen] {
                bomBytesSeen += 1
                index += 1
            }
            if bomBytesSeen == 3 || index < bytes.count {
                if bomBytesSeen < 3 && bomBytesSeen > 0 { field.append(contentsOf: mark[0..<bomBytesSeen]) }
                atStart = false
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            position = index
            if byte == 0 { throw .binary(line: line) }
            recordBytes += 1
            if recordBytes > Self.maxRecordBytes { throw .recordTooLong(line: recordLine) }
            if inQuotes {
                if quotePending {
                    quotePending = false
                    if byte == Self.quote {
                        field.append(byte)
                        continue
                    }
                    inQuotes = false
                    afterQuote = true
                } else if byte == Self.quote {
                    quotePending = true
                    continue
                } else {
                    if byte == Self.lineFeed { line += 1 }
                    field.append(byte)
                    continue
                }
            }
            if skipsLF {
                skipsLF = false
                if byte == Self.lineFeed { continue }
            }
            switch byte {
            case Self.comma:
                endField()
                afterQuote = false
            case Self.lineFeed, Self.carriageReturn:
                endRecord(into: &records)
                line += 1
                recordLine = line
                skipsLF = byte == Self.carriageReturn
            case Self.quote where field.isEmpty && !afterQuote:
                inQuotes = true
                fieldQuoted = true
            default:
                field.append(byte)
            }
        }
    }

    /// Ends the input: the last record, if it has no line break after it.
    public mutating func finish(into records: inout [Record]) throws(Failure) {
        if atStart, bomBytesSeen > 0 {
            field.append(contentsOf: [0xEF, 0xBB, 0xBF][0..<bomBytesSeen])
        }
        atStart = false
        position = 0
        // A quote that was the last byte closed its field; any other open quote ran to the end.
        let unclosed = inQuotes && !quotePending
        if !field.isEmpty || !fields.isEmpty || fieldQuoted {
            let count = records.count
            endRecord(into: &records)
            if unclosed, records.count > count { records[count].isUnclosed = true }
        }
    }

    private mutating func endField() {
        if field.allSatisfy({ $0 < 0x80 }) {
            fields.append(String(decoding: field, as: UTF8.self))
        } else if let text = String(validating: field, as: UTF8.self) {
            fields.append(text)
        } else {
            fields.append(String(decoding: field, as: UTF8.self))
            isText = false
        }
        field.removeAll(keepingCapacity: true)
        fieldQuoted = false
    }

    private mutating func endRecord(into records: inout [Record]) {
        let blank = fields.isEmpty && !fieldQuoted && field.allSatisfy { $0 == Self.space || $0 == Self.tab }
        endField()
        if !blank {
            records.append(
                Record(line: recordLine, fields: fields, isText: isText, endOffset: offsetBefore + position))
        }
        fields.removeAll(keepingCapacity: true)
        isText = true
        recordBytes = 0
        afterQuote = false
        inQuotes = false
        quotePending = false
    }

    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
