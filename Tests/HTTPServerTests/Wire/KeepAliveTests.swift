import HTTPServer
import TestSupport
import Testing

@Suite("Keep-alive", .offCooperativePool)
struct KeepAliveTests {
    @Test("several requests are answered on one connection, with date and keep-alive headers")
    func severalRequestsOnOneConnection() throws {
        try withServer(responder: app { $0.get("hello") { _ in .text("Hello, world!") } }) { port in
            let connection = try RawConnection(port: port)
            for _ in 0..<5 {
                try connection.write("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
                let response = try connection.readResponse()
                #expect(response.status == 200)
                #expect(response.text == "Hello, world!")
                #expect(response.header("content-length") == "13")
                #expect(response.header("content-type") == "text/plain; charset=utf-8")
                #expect(response.header("connection")?.lowercased() == "keep-alive")
                #expect(response.header("date") != nil)
                #expect(response.headers.filter { $0.name.lowercased() == "date" }.count == 1)
            }
        }
    }

    @Test("pipelined requests are answered in order")
    func pipelinedRequests() throws {
        try withServer(responder: app { $0.get("echo/:word") { .text($0.parameters["word"] ?? "") } }) {
            port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "GET /echo/one HTTP/1.1\r\nHost: t\r\n\r\nGET /echo/two HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().text == "one")
            #expect(try connection.readResponse().text == "two")
        }
    }

    @Test("Connection: close is honoured")
    func connectionClose() throws {
        try withServer(responder: app { $0.get("hello") { _ in .text("hi") } }) { port in
            let connection = try RawConnection(port: port)
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
            #expect(connection.isClosedByServer())
        }
    }
}
