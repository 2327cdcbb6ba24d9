import Basics
import Foundation
import Testing

/// The one loopback rule: what it takes in (every 127.x.x.x, `::1` bracketed or not, `localhost` in
/// any case) and what merely looks like it.
struct LoopbackTests {
    @Test(arguments: ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
    func thisMachine(_ host: String) {
        #expect(Loopback.isLoopback(host: host))
    }

    @Test(arguments: [
        "128.0.0.1", "127.0.0.1.example.com", "127.0.0", "127.0.0.256", "example.com", "", "::2",
        "localhost.example.com",
    ])
    func notThisMachine(_ host: String) {
        #expect(!Loopback.isLoopback(host: host))
    }

    @Test func webURLsMustBeHTTPOrHTTPS() throws {
        #expect(Loopback.isWebURL(try #require(URL(string: "http://127.0.0.1:8080/x"))))
        #expect(Loopback.isWebURL(try #require(URL(string: "https://[::1]/"))))
        #expect(!Loopback.isWebURL(try #require(URL(string: "ftp://127.0.0.1/x"))))
        #expect(!Loopback.isWebURL(try #require(URL(string: "https://example.com/"))))
    }
}
