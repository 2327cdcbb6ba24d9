import Foundation
import Testing

@testable import Courier

@Suite struct RequestPathTests {
    func url<Response>(_ request: Request<Response>) throws -> String {
        try makeClient(sequence([.status(204)])).makeHTTPRequest(request).url.absoluteString
    }

    @Test func interpolatedValuesAreOneEncodedSegmentEach() throws {
        let base = "appXYZ"
        for (table, encoded) in [
            ("Meals / 2024", "Meals%20%2F%202024"), ("What?", "What%3F"), ("a#b", "a%23b"),
            ("100%", "100%25"),
            ("..", "%2E%2E"), (".", "%2E"), ("Café", "Caf%C3%A9"), ("x&y=z", "x%26y%3Dz"),
        ] {
            #expect(
                try url(Request<Void>.get("v0/\(base)/\(table)"))
                    == "https://api.example.com/v1/v0/appXYZ/\(encoded)")
        }
    }

    @Test func aQueryStaysAQueryAndLiteralsStayAsWritten() throws {
        let name = "What?"
        let request = Request<Void>.get(
            "tables/\(name)/records", query: [URLQueryItem(name: "view", value: "All / grid")])
        #expect(try url(request) == "https://api.example.com/v1/tables/What%3F/records?view=All%20%2F%20grid")
        #expect(try url(Request<Void>.get("search?q=1")) == "https://api.example.com/v1/search?q=1")
    }

    @Test func rawAndSegmentListsOptOutOrCombine() throws {
        let path = "a/b"
        #expect(try url(Request<Void>.get("files/\(raw: path)")) == "https://api.example.com/v1/files/a/b")
        #expect(
            try url(Request<Void>.get("files/\(segments: ["x y", "z"])"))
                == "https://api.example.com/v1/files/x%20y/z")
        #expect(RequestPath(segments: ["repos", "o/w", "n"]).text == "repos/o%2Fw/n")
        #expect(RequestPath(raw: "a b").text == "a b")
    }

    @Test func numbersAndIdentifiersInterpolateUnchanged() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!  // safe: literal
        #expect(
            try url(Request<Void>.get("acronyms/\(id)/page/\(2)")).hasSuffix(
                "acronyms/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/page/2"))
    }
}
