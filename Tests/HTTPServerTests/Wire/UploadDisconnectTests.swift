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
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(60)
        let server = Server(configuration: configuration, responder: responder)
        let port = try server.start()
        defer { server.shutdown() }

        for _ in 0..<20 {
            let connection = try RawConnection(port: port)
            try connection.write("POST /upload HTTP/1.1\r\nHost: t\r\nContent-Length: 100000\r\n\r\n")
            try connection.write(String(repeating: "x", count: 30000))
        }  // each connection closes here, two thirds into its body
        // Because the clients left, not by the 60 s connection timeout. (Milliseconds alone; the margin is
        // for a loaded machine running the whole suite.)
        #expect(eventuallyBlocking(within: .seconds(15)) { server.activeRequestCount == 0 })
        #expect(handled.events.isEmpty)

        let connection = try RawConnection(port: port)
        try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
    }
}
