import Foundation
import HTTPServer
import TestSupport
import Testing

/// Issue 15, defect 3: expensive requests (bcrypt logins) run on a small pool of their own, so cheap
/// routes keep being answered while they are flooded; past the pool's queue, 503 at once.
@Suite("Expensive work off the request workers", .offCooperativePool)
struct ExpensiveWorkTests {
    /// `/slow` takes `delay` and runs off the workers; `/fast` answers at once.
    private struct Screening: RequestScreening {
        let delay: Double
        func respond(to request: Request) throws -> Response {
            if request.path == "/slow" { Thread.sleep(forTimeInterval: delay) }
            return .text(request.path)
        }
        func runsOffWorkers(_ request: Request) -> Bool { request.path == "/slow" }
    }

    @Test("cheap requests are answered while every worker would otherwise be busy with expensive ones")
    func cheapRoutesKeepGoing() throws {
        var configuration = ServerConfiguration.test()
        configuration.expensiveWorkThreads = 1
        let server = Server(configuration: configuration, responder: Screening(delay: 1))
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(10)) }
        // Four expensive requests on a 2-worker server: on the workers they would hold both for 2 s.
        let slow = try (0..<4).map { _ in try RawConnection(port: port, readTimeout: .seconds(30)) }
        for connection in slow { try connection.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n") }
        let fast = try RawConnection(port: port)
        let started = ContinuousClock.now
        for _ in 0..<20 {
            try fast.write("GET /fast HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try fast.readResponse().text == "/fast")
        }
        let cheapTook = ContinuousClock.now - started
        for connection in slow { #expect(try connection.readResponse().text == "/slow") }
        let allTook = ContinuousClock.now - started
        // The slow ones run one at a time (about 4 s); the fast ones did not wait for them.
        #expect(allTook > .seconds(3))
        #expect(cheapTook < allTook / 2)
    }

    @Test("past the queue limit an expensive request is answered 503 with retry-after")
    func queueIsBounded() throws {
        var configuration = ServerConfiguration.test()
        configuration.expensiveWorkThreads = 1
        configuration.expensiveWorkQueueLimit = 1
        let server = Server(configuration: configuration, responder: Screening(delay: 2))
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(10)) }
        let connections = try (0..<4).map { _ in try RawConnection(port: port, readTimeout: .seconds(30)) }
        for connection in connections { try connection.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n") }
        let statuses = try connections.map { try $0.readResponse() }
        // One runs and one waits; whether the first had started when the second came decides 1 or 2.
        #expect(statuses.filter { $0.status == 200 }.count >= 1)
        let refused = statuses.filter { $0.status == 503 }
        #expect(refused.count >= 1)
        #expect(refused.allSatisfy { $0.header("retry-after") == "1" })
    }
}
