import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Shutdown on a signal", .offCooperativePool)
struct SignalShutdownTests {
    @Test("runUntilSignalled returns after the signal with the server stopped, and works again")
    func stopsOnSignal() throws {
        for _ in 0..<3 {
            let name = UUID().uuidString
            let server = Server(configuration: .test(), responder: ClosureResponder { _ in .text(name) })
            let port = try server.start()
            // SIGUSR2 rather than SIGTERM: the whole test process shares signal dispositions.
            server.runUntilSignalled([SIGUSR2], gracePeriod: .seconds(1)) {
                kill(getpid(), SIGUSR2)
            }
            #expect(server.port == nil)
            // Its port refuses connections, or, taken since by another test's server, answers for that one.
            #expect(Self.answer(onPort: port) != name)
        }
    }

    /// What a `GET /` on `port` answers; `nil` when nothing takes the connection or answers.
    static func answer(onPort port: Int) -> String? {
        guard let connection = try? RawConnection(port: port, readTimeout: .seconds(10)) else { return nil }
        try? connection.write("GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        return try? connection.readResponse().text
    }

    @Test("a signal caught before runUntilSignalled is not lost: the run ends at once")
    func anEarlySignalIsKept() throws {
        // SIGUSR1: its own signal, so the test above cannot take this one.
        Server.catchSignals([SIGUSR1])
        let server = Server(configuration: .test(), responder: ClosureResponder { _ in .text("ok") })
        _ = try server.start()
        kill(getpid(), SIGUSR1)
        // Delivered while no one waits: kept (before, it was dropped and the run below never ended).
        try #require(eventuallyBlocking { SignalWaiter.isPending(SIGUSR1) })
        server.runUntilSignalled([SIGUSR1], gracePeriod: .seconds(1))
        #expect(!SignalWaiter.isPending(SIGUSR1))
        #expect(server.port == nil)
    }
}
