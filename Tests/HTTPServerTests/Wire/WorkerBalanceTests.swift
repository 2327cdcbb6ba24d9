import Foundation
import HTTPServer
import TestSupport
import Testing

/// Connections are handed to the worker threads in turn, not left to whichever wins the race to
/// accept them (libmicrohttpd's workers, accepting for themselves, now and then took a whole burst).
@Suite("Worker balance", .offCooperativePool)
struct WorkerBalanceTests {
    @Test("a burst of connections is served by every worker thread")
    func burstReachesEveryWorker() throws {
        let responder = app { $0.get("thread") { _ in .text(String(describing: pthread_self())) } }
        try withServer(responder: responder) { port in  // `.test()`: two worker threads
            let connections = try (0..<16).map { _ in try RawConnection(port: port) }
            var threads = Set<String>()
            for connection in connections {
                try connection.write("GET /thread HTTP/1.1\r\nHost: t\r\n\r\n")
                threads.insert(try connection.readResponse().text)
            }
            #expect(threads.count == 2)
        }
    }
}
