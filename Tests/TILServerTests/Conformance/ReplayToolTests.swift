import Basics
import Foundation
import Testing

/// The replay's own tools: if shell words or the identity map were wrong, conformance would prove
/// nothing.
@Suite("Replay tools")
struct ReplayToolTests {
    @Test func shellWordsFollowTheShellsQuoting() {
        #expect(
            ShellWords.split(#"curl -H Content-Type:\ application/json -d \{\"a\":\"b\ c\"\,\"d\":1\} x"#)
                == ["curl", "-H", "Content-Type: application/json", "-d", #"{"a":"b c","d":1}"#, "x"])
        #expect(
            ShellWords.split("curl -d '' 'a b' \"c \\\" d\"  e") == ["curl", "-d", "", "a b", "c \" d", "e"])
        #expect(ShellWords.split(#"http://h/search\?term=Oh+My"#) == ["http://h/search?term=Oh+My"])
    }

    @Test func curlCommandsBecomeRequests() throws {
        let login = try CurlCommand(
            parsing: "curl -sS -i -X POST -u admin:pass:word http://127.0.0.1:1/api/users/login")
        #expect(login.method == .post && login.target == "/api/users/login" && login.body == nil)
        #expect(login.headers.map(\.value) == ["Basic " + Data("admin:pass:word".utf8).base64EncodedString()])
        let form = try CurlCommand(parsing: #"curl -X POST -d short=A\&long=B+C http://h:1/api/acronyms"#)
        #expect(form.body == "short=A&long=B+C")
        #expect(form.headers.map(\.value) == ["application/x-www-form-urlencoded"])
        let search = try CurlCommand(parsing: #"curl -X GET http://h:1/api/acronyms/search\?term=OMG"#)
        #expect(search.target == "/api/acronyms/search?term=OMG")
    }

    @Test func identitiesMapOneToOneAndDifferencesAreFound() throws {
        let (a, b, x, y) = (UUID().uuidString, UUID().uuidString, UUID().uuidString, UUID().uuidString)
        var map = IdentityMap()
        let first = try JSONValue(
            parsing: Data(#"{"id":"\#(a)","value":"tok==","user":{"id":"\#(b)"}}"#.utf8))
        let ours = try JSONValue(
            parsing: Data(#"{"id":"\#(x)","value":"mine==","user":{"id":"\#(y)"}}"#.utf8))
        #expect(map.compare(first, ours).isEmpty)
        #expect(map.rewrite("/api/users/\(b) Bearer tok==") == "/api/users/\(y) Bearer mine==")
        // The same recorded id must come back as the same id of ours, and only for it.
        #expect(!map.compare(.object(["id": .string(a)]), .object(["id": .string(y)])).isEmpty)
        #expect(
            !map.compare(.object(["id": .string(UUID().uuidString)]), .object(["id": .string(x)])).isEmpty)
        // Everything else must be equal: values, keys, lengths.
        #expect(!map.compare(.object(["short": .string("OMG")]), .object(["short": .string("LOL")])).isEmpty)
        #expect(!map.compare(.object(["short": .string("OMG")]), .object(["long": .string("OMG")])).isEmpty)
        #expect(!map.compare(.array([.bool(true)]), .array([.bool(true), .bool(true)])).isEmpty)
        #expect(
            map.compare(.object(["reason": .string("a")]), .object(["reason": .string("b")])) {
                $0 == "$.reason"
            }.isEmpty)
    }
}
