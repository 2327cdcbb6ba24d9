import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Authorization credentials")
struct CredentialsTests {
    private func request(authorization: String) -> Request {
        Request(method: "POST", target: "/login", headers: ["Authorization": authorization])
    }

    private func basic(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    @Test(
        "Basic credentials are found whatever the scheme's case",
        arguments: ["Basic", "basic", "BASIC", "bAsIc"])
    func basicScheme(scheme: String) {
        let credentials = request(authorization: "\(scheme) \(basic("admin:password"))").basicCredentials
        #expect(credentials == BasicCredentials(username: "admin", password: "password"))
    }

    @Test("Basic credentials split at the first colon")
    func firstColon() {
        let credentials = request(authorization: "Basic \(basic("col:a:b:c"))").basicCredentials
        #expect(credentials == BasicCredentials(username: "col", password: "a:b:c"))
        #expect(
            request(authorization: "Basic \(basic(":"))").basicCredentials
                == BasicCredentials(username: "", password: ""))
    }

    @Test("bad Basic credentials give nil")
    func invalidBasic() {
        #expect(request(authorization: "Basic not*base64").basicCredentials == nil)
        #expect(request(authorization: "Basic \(basic("no-colon"))").basicCredentials == nil)
        #expect(request(authorization: "Basic").basicCredentials == nil)
        #expect(request(authorization: "Bearer \(basic("a:b"))").basicCredentials == nil)
        #expect(Request(method: "GET", target: "/").basicCredentials == nil)
    }

    @Test("Bearer tokens are found whatever the scheme's case, and only for Bearer")
    func bearer() {
        #expect(
            request(authorization: "Bearer p/gc/9peAQis5s4CebTXGQ==").bearerToken
                == "p/gc/9peAQis5s4CebTXGQ==")
        #expect(request(authorization: "bearer  abc ").bearerToken == "abc")
        #expect(request(authorization: "Token abc").bearerToken == nil)
        #expect(request(authorization: "Bearer").bearerToken == nil)
        #expect(request(authorization: "Basic \(basic("a:b"))").bearerToken == nil)
    }

    @Test("Basic credentials never show the password when printed or dumped")
    func passwordStaysHidden() {
        let credentials = BasicCredentials(username: "admin", password: "hunter2-secret")
        for text in renderings(of: credentials) {
            #expect(!text.contains("hunter2-secret"))
            #expect(text.contains("admin"))
        }
    }
}
