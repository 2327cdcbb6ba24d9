/// Splits CSV text (RFC 4180) into records, each with the line it starts on.
///
/// Accepts `,` separators, `"`-quoted fields with `""` escapes and line breaks inside quotes, LF or
/// CRLF line ends, and a UTF-8 byte-order mark. Blank lines are skipped. Never fails: an unclosed
/// quote runs to the end of the text (and the record is then usually rejected for its field count).
public enum CSVParser {
    /// One record: its fields and the 1-based line it starts on.
    public struct Record: Sendable, Equatable {
        public var line: Int
        public var fields: [String]
    }

    public static func parse(_ text: String) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var afterQuote = false
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }

        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields = []
            field = ""
        }

        while let scalar = scalars.popFirst() {
            if inQuotes {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        scalars = scalars.dropFirst()
                        field.unicodeScalars.append("\"")
                    } else {
                        inQuotes = false
                        afterQuote = true
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\r" where scalars.first == "\n":
                continue
            case "\n", "\r":
                endRecord()
                afterQuote = false
                line += 1
                recordLine = line
            case "\"" where field.isEmpty && !afterQuote:
                inQuotes = true
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
