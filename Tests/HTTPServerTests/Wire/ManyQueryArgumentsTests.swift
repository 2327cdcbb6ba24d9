import HTTPServer
import TestSupport
import Testing

/// A query of many short arguments is served: the server reads the query from the request target,
/// and libmicrohttpd keeps none of its arguments in the connection's memory (where a few hundred
/// would not fit beside the headers).
@Suite("Many query arguments", .offCooperativePool)
struct ManyQueryArgumentsTests {
    /// Answers how many query arguments it got, and the last one's value.
    private let counter = app {
        $0.get("count") { request in
            .text("\(request.query.items.count) \(request.query.items.last?.value ?? "")")
        }
    }

    @Test(
        "thousands of short arguments, far below the request-line limit, are all read",
        arguments: [474, 2000, 5000])
    func shortArguments(count: Int) throws {
        try withServer(responder: counter) { port in
            let connection = try RawConnection(port: port)
            let query = (0..<count).map { "a=\($0 % 10)" }.joined(separator: "&")
            try connection.write("GET /count?\(query) HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "\(count) \((count - 1) % 10)")
            // The connection is kept and serves the next request.
            try connection.write("GET /count?b=2 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().text == "1 2")
        }
    }

    @Test("400 repeated fields[] parameters (7 KB) are all read")
    func repeatedArrayParameters() throws {
        try withServer(responder: counter) { port in
            let connection = try RawConnection(port: port)
            let query = (0..<400).map { "fields%5B%5D=Field+\($0)" }.joined(separator: "&")
            try connection.write("GET /count?\(query) HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "400 Field 399")
        }
    }
}
