import Foundation
import Testing

@testable import Terminal

/// Lines as a terminal passes them on: an answer typed ahead while the shell held the terminal
/// ends in a carriage return and is a line of its own, not the start of the next one.
@Suite struct TerminalLinesTests {
    private func lines(from bytes: String) throws -> [String] {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(bytes.utf8))
        try pipe.fileHandleForWriting.close()
        let source = TerminalLines(descriptor: pipe.fileHandleForReading.fileDescriptor)
        var lines: [String] = []
        while let line = source.next(echoingTypedAhead: true) { lines.append(line) }
        return lines
    }

    @Test func aCarriageReturnEndsALine() throws {
        #expect(try lines(from: "2\rq\n") == ["2", "q"])
        #expect(try lines(from: "AheadName\rSecond\n\n") == ["AheadName", "Second", ""])
    }

    @Test func crlfIsOneLineEnd() throws {
        #expect(try lines(from: "one\r\ntwo\r\n") == ["one", "two"])
    }

    @Test func theEndOfInputEndsALastLineAndThenTheInput() throws {
        #expect(try lines(from: "ステーキ\nlast") == ["ステーキ", "last"])
        #expect(try lines(from: "") == [])
    }

    @Test func aLineLongerThanOneReadIsWhole() throws {
        let long = String(repeating: "あ", count: 5000)
        #expect(try lines(from: long + "\nshort\n") == [long, "short"])
    }
}
