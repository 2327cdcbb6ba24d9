import Basics
import Foundation
import Testing

/// One origin is one scheme, host and port, the port a scheme implies counting as written.
@Suite struct URLOriginTests {
    @Test func theImpliedPortIsThePortWritten() throws {
        let a = try #require(URL(string: "https://API.example.com/user"))
        let b = try #require(URL(string: "https://api.example.com:443/users?page=2"))
        #expect(URLOrigin.same(a, b))
        #expect(URLOrigin(a)?.description == "https://api.example.com:443")
    }

    @Test func anotherSchemeHostOrPortIsAnotherOrigin() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/"))
        for other in ["https://127.0.0.1:8080/", "http://localhost:8080/", "http://127.0.0.1:8081/"] {
            #expect(!URLOrigin.same(base, try #require(URL(string: other))), "\(other)")
        }
    }

    @Test func onlyWebURLsHaveOne() throws {
        let file = try #require(URL(string: "file:///etc/passwd"))
        #expect(URLOrigin(file) == nil)
        #expect(!URLOrigin.same(file, file))
        #expect(
            URLOrigin(try #require(URL(string: "http://[::1]:8080/")))?.description == "http://[::1]:8080")
    }
}
