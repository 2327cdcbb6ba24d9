import HTTPServer
import TestSupport
import Testing

@Suite("Starting a server", .offCooperativePool)
struct ServerStartTests {
    private let responder = ClosureResponder { _ in .text("ok") }

    @Test("port 0 binds a free port, which start returns and port reports")
    func ephemeralPort() throws {
        let server = Server(configuration: .test(), responder: responder)
        let port = try server.start()
        defer { server.shutdown() }
        #expect(port > 0)
        #expect(server.port == port)
        let connection = try RawConnection(port: port)
        try connection.write("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try connection.readResponse().text == "ok")
    }

    @Test("a busy port throws addressInUse with a clear message")
    func busyPort() throws {
        let first = Server(configuration: .test(), responder: responder)
        let port = try first.start()
        defer { first.shutdown() }
        var configuration = ServerConfiguration.test()
        configuration.port = port
        let second = Server(configuration: configuration, responder: responder)
        #expect(throws: ServerError.addressInUse(host: "127.0.0.1", port: port)) { try second.start() }
        #expect(
            ServerError.addressInUse(host: "127.0.0.1", port: port).description.contains("already in use"))
    }

    @Test("starting twice throws alreadyRunning; after shutdown the server can start again")
    func restart() throws {
        let server = Server(configuration: .test(), responder: responder)
        try server.start()
        #expect(throws: ServerError.alreadyRunning) { try server.start() }
        server.shutdown()
        let port = try server.start()
        defer { server.shutdown() }
        #expect(server.port == port)
    }

    @Test("an unusable host or limit is refused")
    func invalidConfiguration() {
        var badHost = ServerConfiguration.test()
        badHost.host = "example.com"
        #expect(throws: ServerError.invalidHost("example.com")) {
            try Server(configuration: badHost, responder: responder).start()
        }
        var badThreads = ServerConfiguration.test()
        badThreads.threadCount = 0
        #expect(throws: ServerError.self) {
            try Server(configuration: badThreads, responder: responder).start()
        }
    }

    @Test("IPv6 loopback works")
    func ipv6() throws {
        var configuration = ServerConfiguration.test()
        configuration.host = "::1"
        let server = Server(configuration: configuration, responder: responder)
        #expect(try server.start() > 0)
        server.shutdown()
    }
}
