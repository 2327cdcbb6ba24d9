import Basics
import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Access log", .offCooperativePool)
struct AccessLogTests {
    @Test("one line per request with method, path, status and duration; no query, headers or body")
    func lines() throws {
        let logs = LogCapture()
        let configuration = ServerConfiguration.test(logs: logs, logLevel: .info)
        let responder = app { $0.post("login") { _ in .text("token-value") } }
        try withServer(configuration, responder: responder) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "POST /login?password=hunter2 HTTP/1.1\r\nHost: t\r\nAuthorization: Basic YWRtaW46aHVudGVyMg==\r\n"
                    + "Content-Length: 7\r\n\r\nhunter2")
            _ = try connection.readResponse()
            try connection.write("GET /missing HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
            try connection.write("POST /login HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999\r\n\r\n")
            _ = try connection.readResponse()
        }
        let access = logs.lines.filter { $0.level == .info }.map(\.message)
        #expect(access.count == 3)
        #expect(access.first?.hasPrefix("POST /login 200 ") == true)
        #expect(access.first?.hasSuffix("ms") == true)
        #expect(access.dropFirst().first?.hasPrefix("GET /missing 404 ") == true)
        #expect(access.last?.hasPrefix("POST /login 413 ") == true)
        let everything = logs.messages.joined(separator: "\n")
        for secret in ["hunter2", "YWRtaW46aHVudGVyMg", "token-value"] {
            #expect(!everything.contains(secret))
        }
    }

    @Test("a target's control and non-ASCII bytes are logged percent-encoded, never raw")
    func escapesTheTarget() throws {
        let logs = LogCapture()
        let configuration = ServerConfiguration.test(logs: logs, logLevel: .info)
        try withServer(configuration, responder: app { $0.get("a") { _ in .text("a") } }) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                Array("GET /api/x\u{1B}[31mred/".utf8) + [0x7F, 0xC3, 0xA9]
                    + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
            _ = try connection.readResponse()
        }
        let access = logs.lines.filter { $0.level == .info }.map(\.message)
        #expect(access.first?.hasPrefix("GET /api/x%1B[31mred/%7F%C3%A9 404 ") == true, "\(access)")
        #expect(!logs.messages.joined().contains("\u{1B}"))
    }

    @Test("a long path is cut, saying how many bytes more it had")
    func cutsALongPath() throws {
        let logs = LogCapture()
        let configuration = ServerConfiguration.test(logs: logs, logLevel: .info)
        try withServer(configuration, responder: app { $0.get("a") { _ in .text("a") } }) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "GET /" + String(repeating: "b", count: 5000) + " HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
        }
        let access = logs.lines.filter { $0.level == .info }.map(\.message)
        let expected = "GET /" + String(repeating: "b", count: 1023) + "...[+3977 bytes] 404 "
        #expect(access.first?.hasPrefix(expected) == true, "\(access)")
        // A cut that falls inside a character's bytes is made before it.
        let path = "/" + String(repeating: "b", count: 1022) + "é" + String(repeating: "c", count: 10)
        #expect(AccessLog.path(of: path) == "/" + String(repeating: "b", count: 1022) + "...[+12 bytes]")
    }

    @Test("below the configured level nothing is written")
    func levelFilters() throws {
        let logs = LogCapture()
        var configuration = ServerConfiguration.test(logs: logs, logLevel: .notice)
        configuration.accessLogLevel = .info
        try withServer(configuration, responder: app { $0.get("a") { _ in .text("a") } }) { port in
            let connection = try RawConnection(port: port)
            try connection.write("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
        }
        #expect(logs.lines.allSatisfy { $0.level >= .notice })
        #expect(!logs.messages.contains { $0.hasPrefix("GET /a") })
    }

    @Test("LOG_LEVEL names parse, in any case")
    func levelNames() {
        #expect(LogLevel(name: "trace") == .trace)
        #expect(LogLevel(name: " WARNING ") == .warning)
        #expect(LogLevel(name: "Critical") == .critical)
        #expect(LogLevel(name: "verbose") == nil)
        #expect(
            LogLevel.allCases.map(\.description) == [
                "trace", "debug", "info", "notice", "warning", "error", "critical",
            ])
    }
}
