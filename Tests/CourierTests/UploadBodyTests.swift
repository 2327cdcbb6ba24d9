import Foundation
import TestSupport
import Testing

@testable import Courier

/// A body read from its segments sends exactly the size its `Content-Length` announced, or fails:
/// never fewer bytes, which would leave the server waiting for the rest.
@Suite final class UploadBodyTests {
    let scratch: ScratchDirectory
    var folder: URL { scratch.url }

    init() throws { scratch = try ScratchDirectory("courier-upload") }

    /// Reads the whole body `size` bytes at a time.
    func readAll(_ body: UploadBody, size: Int = 100) throws -> Data {
        var data = Data()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try body.read(into: buffer)
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    func file(_ name: String, _ data: Data) throws -> URL {
        let url = folder.appending(path: name)
        try data.write(to: url)
        return url
    }

    static let numbered = Data((0..<250).map { UInt8($0) })

    @Test func aFileThatShrinksWhileSentIsAnError() throws {
        let url = try file("shrinks.bin", Data(repeating: 1, count: 1000))
        let body = try UploadBody([.file(url)])
        try FileHandle(forWritingTo: url).truncate(atOffset: 500)

        #expect(throws: TransportError.self) { _ = try readAll(body) }
    }

    @Test func aFileThatGrowsWhileSentSendsTheAnnouncedSize() throws {
        let url = try file("grows.bin", Data(repeating: 1, count: 1000))
        let body = try UploadBody([.file(url)])
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 2, count: 500))

        #expect(try readAll(body) == Data(repeating: 1, count: 1000))
    }

    @Test func rewindingSendsTheBodyAgain() throws {
        let body = try UploadBody([.file(try file("again.bin", Self.numbered))])
        let first = try readAll(body)

        #expect(body.rewind(to: 0))
        #expect(try readAll(body) == first)
        #expect(!body.rewind(to: 251))
    }

    @Test(arguments: [1, 7, 100, 4096])
    func segmentsAreReadInOrderWhateverTheBufferSize(size: Int) throws {
        let a = try file("a.bin", Self.numbered)
        let empty = try file("empty.bin", Data())
        let segments: [BodySegment] = [
            .data(Data("head".utf8)), .file(a), .data(Data()), .file(empty), .data(Data("tail".utf8)),
            .file(a),
        ]
        let body = try UploadBody(segments)

        let expected = Data("head".utf8) + Self.numbered + Data("tail".utf8) + Self.numbered
        #expect(body.size == expected.count)
        #expect(try readAll(body, size: size) == expected)
        #expect(try UploadBody.contents(of: segments) == expected)
    }

    @Test func rewindingIntoTheMiddleResumesFromThatByte() throws {
        let a = try file("a.bin", Self.numbered)
        let body = try UploadBody([.data(Data("head".utf8)), .file(a), .data(Data("tail".utf8))])
        let whole = try readAll(body)

        for offset in [0, 3, 4, 100, 254, 256, whole.count] {
            #expect(body.rewind(to: offset))
            #expect(try readAll(body, size: 9) == whole[offset...], "from \(offset)")
        }
    }

    @Test func aFileInTheMiddleThatShrinksIsAnError() throws {
        let url = try file("shrinks.bin", Self.numbered)
        let body = try UploadBody([.data(Data("head".utf8)), .file(url), .data(Data("tail".utf8))])
        try FileHandle(forWritingTo: url).truncate(atOffset: 10)

        #expect(throws: TransportError.self) { _ = try readAll(body) }
    }

    @Test func aMissingFileOrAFolderCannotBeOpened() throws {
        #expect(throws: TransportError.self) {
            _ = try UploadBody([.data(Data("x".utf8)), .file(folder.appending(path: "missing.bin"))])
        }
        #expect(throws: TransportError.self) { _ = try UploadBody([.file(folder)]) }
    }
}
