import Foundation
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

    /// 192.0.2.1 is TEST-NET-1 (RFC 5737), an address no machine of ours has.
    @Test("an address of another machine throws addressNotAvailable, said in words")
    func addressOfAnotherMachine() throws {
        var configuration = ServerConfiguration.test()
        configuration.host = "192.0.2.1"
        let server = Server(configuration: configuration, responder: responder)
        let error = #expect(throws: ServerError.self) { try server.start() }
        #expect(error == .addressNotAvailable(host: "192.0.2.1", port: configuration.port))
        #expect(
            error?.description
                == "Cannot listen on 192.0.2.1:\(configuration.port): no network interface of this machine has that address."
        )
    }

    @Test("a privileged port without the privilege, and other socket failures, are said in words")
    func refusalsInWords() {
        #expect(
            ServerError.permissionDenied(host: "0.0.0.0", port: 80).description
                == "Cannot listen on 0.0.0.0:80: a port below 1024 needs privileges this process does not have."
        )
        #expect(
            ServerError.socketFailed(operation: "listen", errno: EMFILE).description
                == "Could not open the listening socket: listen failed: Too many open files (errno \(EMFILE))."
        )
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
