import Foundation
import TestSupport
import Testing

@testable import Courier

/// A file body sends exactly the size its `Content-Length` announced, or fails: never fewer bytes,
/// which would leave the server waiting for the rest.
@Suite final class UploadFileTests {
    let scratch: ScratchDirectory
    var folder: URL { scratch.url }

    init() throws { scratch = try ScratchDirectory("courier-upload") }

    /// Reads the whole body a small buffer at a time.
    func readAll(_ file: UploadFile) throws -> Data {
        var data = Data()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 100, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try file.read(into: buffer)
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    @Test func aFileThatShrinksWhileSentIsAnError() throws {
        let url = folder.appending(path: "shrinks.bin")
        try Data(repeating: 1, count: 1000).write(to: url)
        let file = try UploadFile(url)
        try FileHandle(forWritingTo: url).truncate(atOffset: 500)

        #expect(throws: TransportError.self) { _ = try readAll(file) }
    }

    @Test func aFileThatGrowsWhileSentSendsTheAnnouncedSize() throws {
        let url = folder.appending(path: "grows.bin")
        try Data(repeating: 1, count: 1000).write(to: url)
        let file = try UploadFile(url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 2, count: 500))

        #expect(try readAll(file) == Data(repeating: 1, count: 1000))
    }

    @Test func rewindingSendsTheBodyAgain() throws {
        let url = folder.appending(path: "again.bin")
        try Data((0..<250).map { UInt8($0) }).write(to: url)
        let file = try UploadFile(url)
        let first = try readAll(file)

        #expect(file.rewind(to: 0))
        #expect(try readAll(file) == first)
        #expect(!file.rewind(to: 251))
    }
}
