import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Clients that disconnect mid-upload", .offCooperativePool)
struct UploadDisconnectTests {
    @Test(
        "the request's state is freed promptly and the server keeps serving")
    func disconnectMidUpload() throws {
        let handled = Recorder()
        let responder = app {
            $0.post("upload") { request in
                handled.record("handled \(request.body.count)")
                return .text("ok")
            }
            $0.get("hello") { _ in .text("hi") }
        }
        let server = Server(configuration: .test(), responder: responder)
        let port = try server.start()
        defer { server.shutdown() }

        for _ in 0..<20 {
            let connection = try RawConnection(port: port)
            try connection.write("POST /upload HTTP/1.1\r\nHost: t\r\nContent-Length: 100000\r\n\r\n")
            try connection.write(String(repeating: "x", count: 30000))
        }  // each connection closes here, two thirds into its body
        // Promptly, well before the 5 s connection timeout would close the connections anyway.
        #expect(eventually(within: .seconds(2)) { server.activeRequestCount == 0 })
        #expect(handled.events.isEmpty)

        let connection = try RawConnection(port: port)
        try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
    }
}
