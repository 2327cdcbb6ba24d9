import Basics
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Raw reads and writes: a write larger than a pipe holds goes through whole, a read ends with `0`
/// at the end of the input, a read at an offset starts there, and a failure gives its `errno`.
struct DescriptorIOTests {
    /// The reader is a thread of its own, not a task: a write blocked until it reads must not
    /// wait for a turn on Swift's two cooperative threads, which other tests may hold.
    @Test func everyByteOfALargeWriteArrivesThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        let sent = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Locked<(bytes: [UInt8], last: Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { close(reader) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let count = buffer.withUnsafeMutableBytes { DescriptorIO.readSome(from: reader, into: $0) }
                guard count > 0 else {
                    received.withLock { $0 = (bytes, count) }
                    done.signal()
                    return
                }
                bytes += buffer[..<count]
            }
        }
        let failure = sent.withUnsafeBytes { DescriptorIO.writeAll($0, to: writer) }
        close(writer)
        done.wait()
        #expect(failure == nil)
        #expect(received.withLock { $0?.last } == 0)
        #expect(received.withLock { $0?.bytes } == sent)
    }

    @Test func aFailedWriteGivesItsErrno() {
        let bytes: [UInt8] = [1, 2, 3]
        #expect(bytes.withUnsafeBytes { DescriptorIO.writeAll($0, to: -1) } == EBADF)
    }

    @Test func aFailedReadIsMinusOneWithErrno() {
        var buffer = [UInt8](repeating: 0, count: 4)
        let count = buffer.withUnsafeMutableBytes { DescriptorIO.readSome(from: -1, into: $0) }
        #expect(count == -1)
        #expect(errno == EBADF)
    }

    @Test func aReadAtAnOffsetStartsThere() throws {
        let path = FileManager.default.temporaryDirectory.appending(
            path: "descriptor-io-\(UUID().uuidString)"
        ).path
        defer { unlink(path) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(Array("0123456789".utf8).withUnsafeBytes { DescriptorIO.writeAll($0, to: descriptor) } == nil)
        var buffer = [UInt8](repeating: 0, count: 4)
        let count = buffer.withUnsafeMutableBytes { DescriptorIO.readSome(from: descriptor, into: $0, at: 6) }
        #expect(count == 4)
        #expect(buffer == Array("6789".utf8))
        #expect(
            buffer.withUnsafeMutableBytes { DescriptorIO.readSome(from: descriptor, into: $0, at: 10) } == 0)
    }
}
