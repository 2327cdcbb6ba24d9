import Foundation
import Testing

@testable import Courier

/// An `UploadPump` hands over a sequence's bytes in order, asks the transport to wait while it has
/// none, and calls the resumer when more arrive.
@Suite struct UploadPumpTests {
    /// Reads `pump` to its end `size` bytes at a time, waiting on `resumed` whenever it says to.
    static func readAll(_ pump: UploadPump, size: Int, resumed: AsyncStream<Void>) async throws -> (
        Data, waits: Int
    ) {
        var resumes = resumed.makeAsyncIterator()
        var data = Data()
        var waits = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            switch try pump.read(into: buffer) {
            case .bytes(let count): data.append(contentsOf: buffer[0..<count])
            case .end: return (data, waits)
            case .wait:
                waits += 1
                _ = await resumes.next()
            }
        }
    }

    @Test(arguments: [1, 7, 4096])
    func theBytesComeInOrderAndTheReaderIsWokenForMore(size: Int) async throws {
        let chunks = (0..<20).map { Data(repeating: UInt8($0), count: 100 + $0) }
        let stream = UploadStream {
            AsyncStream<Data> { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish()
            }
        }
        let pump = UploadPump(stream, limit: 150)
        let (resumed, resume) = AsyncStream.makeStream(of: Void.self)
        pump.setResumer { resume.yield() }

        let (data, waits) = try await Self.readAll(pump, size: size, resumed: resumed)

        #expect(data == chunks.reduce(Data(), +))
        #expect(waits >= 1)  // the first read comes before the sequence has made anything
    }

    @Test func moreBytesThanAnnouncedFailTheRead() async throws {
        let stream = UploadStream(length: 3) {
            AsyncStream<Data> { continuation in
                continuation.yield(Data("four".utf8))
                continuation.finish()
            }
        }
        let pump = UploadPump(stream)
        let (resumed, resume) = AsyncStream.makeStream(of: Void.self)
        pump.setResumer { resume.yield() }

        await #expect {
            _ = try await Self.readAll(pump, size: 64, resumed: resumed)
        } throws: { error in
            (error as? TransportError)?.message.contains("made 4 bytes, not the 3 announced") == true
        }
    }
}
