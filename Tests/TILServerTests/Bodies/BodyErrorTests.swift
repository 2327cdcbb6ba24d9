import Courier
import Foundation
import TILModels
import Testing

/// Request-body failures on every route that decodes a body (spec §3.3), checked in Vapor's order:
/// the content type before the body, so no header and no body is still 415.
@Suite("Body errors")
struct BodyErrorTests {
    /// The writing routes with a body, and a valid body for each.
    static func routes(acronymID: UUID) -> [(HTTPMethod, String, String)] {
        [
            (.post, "/api/acronyms", #"{"short":"OMG","long":"Oh My God"}"#),
            (.put, "/api/acronyms/\(acronymID)", #"{"short":"OMG","long":"Oh My Gosh"}"#),
            (.post, "/api/users", #"{"name":"Tim","username":"timc","password":"secret"}"#),
            (.post, "/api/categories", #"{"name":"Teenager"}"#),
        ]
    }

    struct Case: Sendable {
        let contentType: String?
        let body: String
        let status: Int
        /// The exact reason where it is stable across our implementations; `nil`: any reason.
        let reason: String?
    }

    static let cases: [Case] = [
        Case(contentType: nil, body: "", status: 415, reason: "Can't decode data without a content type"),
        Case(
            contentType: nil, body: #"{"short":"A"}"#, status: 415,
            reason: "Can't decode data without a content type"),
        Case(
            contentType: "application/xml", body: "<a/>", status: 415,
            reason: "Support for reading media type 'application/xml' has not been configured."),
        Case(
            contentType: "text/plain", body: "hello", status: 400,
            reason: "Value was not of type 'Dictionary<String, Decodable>' at path ''. "
                + "Plaintext decoding does not support dictionaries."),
        Case(contentType: "application/json", body: "", status: 422, reason: "Unprocessable Entity"),
        Case(contentType: "application/json", body: #"{"short":"BAD","#, status: 400, reason: nil),
        Case(contentType: "application/json", body: "[]", status: 400, reason: nil),
        Case(contentType: "application/json", body: "null", status: 400, reason: nil),
        Case(
            contentType: "application/json", body: #"{"short":1,"long":1,"name":1,"username":1}"#,
            status: 400, reason: nil),
        Case(contentType: "application/json", body: "{}", status: 400, reason: nil),
    ]

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func failuresHaveTheSpecifiedStatusInOrder(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym()
            let auth = try await server.api.loggedIn()
            for (method, target, _) in Self.routes(acronymID: try #require(acronym.id)) {
                for failure in Self.cases {
                    var headers = auth
                    if let type = failure.contentType { headers["Content-Type"] = type }
                    let response = try await server.client.send(
                        method, target, headers: headers, body: Data(failure.body.utf8))
                    #expect(response.status == failure.status, "\(response)")
                    #expect(response.contentType == "application/json; charset=utf-8", "\(response)")
                    let reason = try #require(response.errorReason, "\(response)")
                    if let expected = failure.reason { #expect(reason == expected, "\(response)") }
                }
            }
            // None of them changed anything.
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == [acronym])
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories").isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func aMissingOrMistypedFieldNamesItsPath(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let missing = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"BAD"}"#, token: token)
            #expect(missing.status == 400)
            #expect(missing.errorReason?.contains("'long'") == true, "\(missing)")
            let mistyped = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":1,"long":"x"}"#, token: token)
            #expect(mistyped.status == 400)
            #expect(mistyped.errorReason?.contains("'short'") == true, "\(mistyped)")
            let noPassword = try await server.client.send(
                .post, "/api/users", json: #"{"name":"Tim","username":"timc"}"#, token: token)
            #expect(noPassword.status == 400)
            #expect(noPassword.errorReason?.contains("password") == true, "\(noPassword)")
        }
    }

    @Test(arguments: Backend.allCases)
    func authenticationIsCheckedBeforeTheBody(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            for (method, target, _) in Self.routes(acronymID: try #require(acronym.id)) {
                let response = try await server.client.send(method, target, body: Data("garbage".utf8))
                #expect(response.status == 401, "\(response)")
                #expect(response.errorReason == "User not authenticated.", "\(response)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func putDecodesTheBodyBeforeLookingUpTheAcronym(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            for id in [UUID().uuidString, "not-a-uuid"] {
                let badBody = try await server.client.send(
                    .put, "/api/acronyms/\(id)", json: #"{"short":"X"}"#, token: token)
                #expect(badBody.status == 400, "\(badBody)")
                let goodBody = try await server.client.send(
                    .put, "/api/acronyms/\(id)", json: #"{"short":"X","long":"Y"}"#, token: token)
                #expect(goodBody.status == 404, "\(goodBody)")
            }
        }
    }
}
