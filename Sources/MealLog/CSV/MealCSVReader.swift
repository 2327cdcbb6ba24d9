import Basics

/// Reads a meal CSV from a ``CSVInput`` as it comes: ``header()`` first, then ``next()`` for each
/// row, holding one piece of the input (64 KiB) and the records parsed from it, whatever the size of
/// the whole.
public struct MealCSVReader: Sendable {
    /// How much is read at a time.
    static let pieceBytes = 64 << 10

    private var input: any CSVInput
    private var parser = CSVParser()
    private var records: [CSVParser.Record] = []
    private var nextRecord = 0
    private var ended = false
    private var csv: MealCSV?
    /// What ended the reading, given once the records read before it are taken.
    private var failure: MealCSVError?
    /// Bytes read from the input so far.
    public private(set) var bytesRead = 0
    /// Bytes of the input up to the end of the last record handed out: how far the import has got
    /// (the reader reads ahead by a piece).
    public private(set) var bytesTaken = 0

    public init(_ input: any CSVInput) { self.input = input }

    /// Reads `text`, already in memory.
    public init(text: String) { self.init(CSVText(text)) }

    /// The input's size, when known.
    public var byteCount: Int? { input.byteCount }

    /// How many fields the header has (0 before it is read).
    public var columnCount: Int { csv?.columnCount ?? 0 }

    /// The columns, from the header; read on the first call.
    public mutating func header() throws(MealCSVError) -> MealCSV {
        if let csv { return csv }
        guard let record = try nextCSVRecord() else { throw .empty }
        let csv = try MealCSV(header: record)
        self.csv = csv
        return csv
    }

    /// The next data row, `nil` at the end of the input. A row whose every cell is empty (the
    /// `,,,,` a spreadsheet leaves) says nothing, and is passed over as a blank line is.
    public mutating func next() throws(MealCSVError) -> MealCSV.Row? {
        let csv = try header()
        while let record = try nextCSVRecord() {
            if !record.isUnclosed, record.fields.allSatisfy({ $0.trimmed.isEmpty }) { continue }
            return csv.row(record)
        }
        return nil
    }

    /// Every remaining row, for input known to be small (text in memory, tests).
    public mutating func rows() throws(MealCSVError) -> [MealCSV.Row] {
        var rows: [MealCSV.Row] = []
        while let row = try next() { rows.append(row) }
        return rows
    }

    private mutating func nextCSVRecord() throws(MealCSVError) -> CSVParser.Record? {
        while nextRecord == records.count {
            if let failure { throw failure }
            guard !ended else {
                // Read to its end: the whole input is taken, its last line's end (a CRLF's LF,
                // which no record ends at) included.
                bytesTaken = bytesRead
                return nil
            }
            records.removeAll(keepingCapacity: true)
            nextRecord = 0
            try readPiece()
        }
        defer { nextRecord += 1 }
        bytesTaken = records[nextRecord].endOffset
        return records[nextRecord]
    }

    /// Reads and parses the next piece; at the end, finishes the last record. A piece that cannot be
    /// parsed keeps the records before the problem, which ``failure`` then follows.
    private mutating func readPiece() throws(MealCSVError) {
        var piece = [UInt8](repeating: 0, count: Self.pieceBytes)
        var input = input
        let read = piece.withUnsafeMutableBytes { buffer in
            Result { () throws(CSVInputFailure) in try input.read(into: buffer) }
        }
        self.input = input
        let count: Int
        switch read {
        case .success(let read): count = read
        case .failure(let failure): throw .unreadable(failure.reason)
        }
        bytesRead += count
        var records = records
        let parsed: Result<Void, CSVParser.Failure>
        if count == 0 {
            ended = true
            parsed = Result { () throws(CSVParser.Failure) in try parser.finish(into: &records) }
        } else {
            var parser = parser
            parsed = piece.withUnsafeBytes { bytes in
                Result { () throws(CSVParser.Failure) in
                    try parser.parse(UnsafeRawBufferPointer(rebasing: bytes[0..<count]), into: &records)
                }
            }
            self.parser = parser
        }
        self.records = records
        switch parsed {
        case .success: break
        case .failure(.binary(let line)): failure = .binary(line: line)
        case .failure(.recordTooLong(let line)): failure = .lineTooLong(line: line)
        }
    }
}
