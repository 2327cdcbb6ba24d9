import Courier
import Foundation
import TILModels
import TestSupport
import Testing

/// Clients that stall or vanish do not hold up anyone else: connections stalled mid-headers (more
/// than the server has threads) leave other clients served at once, and clients that disconnect
/// mid-body or before their answer leave no request behind and change nothing.
@Suite("Slow and vanishing clients")
struct SlowClientTests {
    @Test(arguments: Backend.allCases)
    func clientsStalledMidHeadersDoNotHoldUpOthers(backend: Backend) async throws {
        // Stalls the server would end only after two minutes: other clients served meanwhile were
        // not waiting for them.
        var options = TILTestServer.Options()
        options.connectionTimeout = .seconds(120)
        options.requestHeaderTimeout = .seconds(120)
        try await TILTestServer.run(backend, options: options) { server in
            let token = try await server.api.login()
            let port = server.port
            let stalled = try await OwnThread.run {
                try (0..<6).map { _ in
                    let connection = try RawConnection(port: port)
                    try connection.write("POST /api/acronyms HTTP/1.1\r\nHost: t\r\nContent-Ty")
                    return connection
                }
            }
            let started = ContinuousClock.now
            for index in 0..<20 {
                let response = try await server.client.send(
                    .post, "/api/categories", json: #"{"name":"C\#(index)"}"#, token: token)
                #expect(response.status == 200)
            }
            let elapsed = ContinuousClock.now - started
            // Far below the stalls' two minutes. The margin is for a loaded machine, where each await
            // may also wait for a thread of the cooperative pool that the rest of the suite keeps busy.
            #expect(elapsed < .seconds(60), "20 requests took \(elapsed) beside stalled clients")

            // A stalled client that goes on is served normally.
            let late = try await OwnThread.run {
                let body = #"{"short":"LATE","long":"Late but whole"}"#
                try stalled[0].write(
                    "pe: application/json\r\nAuthorization: Bearer \(token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                        + body)
                let response = try stalled[0].readResponse()
                for connection in stalled { connection.close() }
                return (response.status, String(decoding: response.body, as: UTF8.self))
            }
            #expect(late.0 == 200, "\(late.1)")
            #expect(try await server.api.get([Acronym].self, "/api/acronyms").map(\.short) == ["LATE"])
        }
    }

    @Test(arguments: Backend.allCases)
    func clientsThatDisconnectEarlyLeaveNothingBehind(backend: Backend) async throws {
        // libmicrohttpd 0.9.75 (epoll) may notice a client that sent FIN mid-body only at the
        // connection timeout; keep that short so the request is seen to be released.
        var options = TILTestServer.Options()
        options.connectionTimeout = .seconds(1)
        try await TILTestServer.run(backend, options: options) { server in
            let token = try await server.api.login()
            let port = server.port
            let body = #"{"short":"GONE","long":"\#(String(repeating: "x", count: 1000))"}"#
            let head =
                "POST /api/acronyms HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                + "Authorization: Bearer \(token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            try await OwnThread.run {
                for index in 0..<30 {
                    let connection = try RawConnection(port: port)
                    switch index % 3 {
                    case 0: try connection.write(head + body.prefix(100))  // mid-body, then FIN
                    case 1: try connection.write(head + body.prefix(500))  // mid-body, then RST
                    default: try connection.write(String(head.prefix(40)))  // mid-headers, then RST
                    }
                    if index % 3 == 0 { connection.close() } else { connection.reset() }
                }
            }
            // Whole requests whose client is gone before the answer: the write fails quietly.
            try await OwnThread.run {
                for _ in 0..<10 {
                    let connection = try RawConnection(port: port)
                    try connection.write(
                        head.replacingOccurrences(of: "GONE", with: "LOST")
                            + body.replacingOccurrences(of: "GONE", with: "LOST"))
                    connection.reset()
                }
            }
            let deadline = ContinuousClock.now + .seconds(5)
            while server.server.activeRequestCount > 0 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(server.server.activeRequestCount == 0)
            let stored = try await server.api.get([Acronym].self, "/api/acronyms")
            #expect(!stored.contains { $0.short == "GONE" })
            #expect(stored.allSatisfy { $0.short == "LOST" })
            #expect(try await server.client.get("/hello").status == 200)
        }
    }
}
