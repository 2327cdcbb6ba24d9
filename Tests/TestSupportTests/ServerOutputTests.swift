import Foundation
import Testing

@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A server's output is read from a descriptor of the reader's own: when the process is released
/// while the reader is between two reads, and its descriptor's number goes to another test's socket,
/// the reader does not take that socket's bytes.
@Suite(.offCooperativePool) struct ServerOutputTests {
    @Test func aReleasedPipesNumberReusedBySocketIsNotRead() throws {
        var pipeEnds: [Int32] = [-1, -1]
        try #require(pipe(&pipeEnds) == 0)
        let (read, write) = (pipeEnds[0], pipeEnds[1])
        let held = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let output = ServerOutput(reading: read) {
            held.signal()
            resume.wait()
        }
        _ = "listening\n".withCString { Glibc.write(write, $0, 10) }
        held.wait()  // the reader has its chunk and is between two reads

        // The process is released (its end of the pipe closed), and the number is another socket's.
        // `dup2` closes and reuses the number in one step: closing first would let another test
        // running in this process take the number in between.
        var pair: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        try #require(dup2(pair[0], read) == read)
        close(pair[0])
        _ = "answer".withCString { Glibc.write(pair[1], $0, 6) }
        resume.signal()
        close(write)  // the child exits: the reader's own copy of the pipe ends

        // A reader of the reused number would have taken the answer (and be held again).
        #expect(held.wait(timeout: .now() + 2) == .timedOut, "the reader read the socket")
        var bytes = [UInt8](repeating: 0, count: 16)
        var ready = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
        let isReadable = poll(&ready, 1, 5_000) == 1
        #expect(isReadable, "the socket's answer is gone")
        let count =
            isReadable ? bytes.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) } : 0
        #expect(count == 6 && String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == "answer")
        #expect(output.recent == "listening\n")
        resume.signal()
        close(read)
        close(pair[1])
    }
}
