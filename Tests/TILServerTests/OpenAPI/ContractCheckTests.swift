import Basics
import Courier
import Foundation
import Testing

/// The harness's OpenAPI check itself: it must flag what the document does not say, or the guarantee
/// that every test's answers are documented would be empty.
@Suite("OpenAPI contract check")
struct ContractCheckTests {
    @Test func flagsUndocumentedStatusesRoutesContentTypesAndBodies() async throws {
        try await TILTestServer.run(.sqlite) { server in
            let contract = try #require(server.client.contract)
            func response(_ method: String, _ target: String, _ status: Int, _ type: String?, _ body: String)
                -> TILResponse
            {
                var headers: HTTPHeaders = [:]
                if let type { headers["content-type"] = type }
                return TILResponse(
                    method: method, target: target, status: status, headers: headers, body: Data(body.utf8))
            }
            let json = "application/json; charset=utf-8"
            let id = UUID().uuidString
            let acronym = #"{"id":"\#(id)","short":"A","long":"B","user":{"id":"\#(id)"}}"#
            let fine = [
                response("GET", "/api/acronyms", 200, json, "[\(acronym)]"),
                response("GET", "/api/acronyms/\(id)", 404, json, #"{"error":true,"reason":"Not Found"}"#),
                response("HEAD", "/api/acronyms", 200, json, ""),
                response("PATCH", "/api/acronyms", 404, json, #"{"error":true,"reason":"Not Found"}"#),
                response("DELETE", "/api/acronyms/\(id)", 204, nil, ""),
                response("GET", "//api//acronyms//first/", 200, json, acronym),
                response("GET", "/hello", 200, "text/plain; charset=utf-8", "Hello, world!"),
            ]
            for answer in fine { #expect(contract.problems(with: answer).isEmpty, "\(answer)") }
            let wrong = [
                response("GET", "/api/acronyms", 500, json, #"{"error":true,"reason":"x"}"#),
                response("GET", "/api/nope", 200, json, "[]"),
                response("GET", "/api/acronyms/sorted", 404, json, "{}"),  // a constant, not an id
                response("GET", "/api/acronyms", 200, "text/html", "[]"),
                response("GET", "/api/acronyms", 200, json, #"[{"id":"x","short":"A"}]"#),
                response("GET", "/api/acronyms/\(id)", 200, json, #"{"id":"\#(id)","short":1,"long":"B"}"#),
                response("DELETE", "/api/acronyms/\(id)", 204, json, "{}"),
            ]
            for answer in wrong { #expect(!contract.problems(with: answer).isEmpty, "\(answer)") }
        }
    }
}
