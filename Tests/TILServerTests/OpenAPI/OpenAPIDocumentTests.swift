import Basics
import Courier
import Foundation
import TILModels
import Testing

/// `GET /openapi.json` is a valid-looking OpenAPI 3.1 document that tells the truth: every operation
/// it lists is routed, no other method is routed on its paths, and (through the harness's client, for
/// every test) every answer's status, content type and body are the documented ones.
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    static let httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    @Test(arguments: APILevel.allCases)
    func isAValidLookingOpenAPI31Document(level: APILevel) async throws {
        try await TILTestServer.run(.sqlite, level) { server in
            let response = try await server.client.get("/openapi.json")
            #expect(response.contentType == "application/json; charset=utf-8")
            let document = try response.json()
            #expect(document["openapi"]?.stringValue?.hasPrefix("3.1.") == true)
            #expect(document["info"]?["title"]?.stringValue?.isEmpty == false)
            #expect(document["info"]?["version"]?.stringValue?.isEmpty == false)
            let paths = try #require(document["paths"]?.objectValue)
            #expect(!paths.isEmpty)
            let schemes = Set(document["components"]?["securitySchemes"]?.objectValue?.keys.map { $0 } ?? [])
            var operationIDs: [String] = []
            for (template, item) in paths {
                #expect(template.hasPrefix("/"), "\(template)")
                for (method, operation) in item.objectValue ?? [:] {
                    #expect(Self.httpMethods.contains(method), "\(template): \(method)")
                    let where_ = "\(method.uppercased()) \(template)"
                    operationIDs.append(operation["operationId"]?.stringValue ?? "")
                    try expectValidOperation(
                        operation, template: template, at: where_, schemes: schemes, level)
                }
            }
            #expect(!operationIDs.contains(""))
            #expect(
                Set(operationIDs).count == operationIDs.count,
                "duplicate operationIds: \(operationIDs.sorted())")
            let check = SchemaCheck(document: document)
            for reference in Self.references(in: document) {
                #expect(check.resolve(reference) != nil, "unresolved $ref \(reference)")
            }
            #expect(operationIDs.contains("login") == level.authEnabled)
            #expect(operationIDs.contains("logout") == level.authEnabled)
        }
    }

    /// The rules the server holds text to are in the document: no NUL in any text sent, and with
    /// logins a password bcrypt reads whole.
    @Test func textRulesAreDocumented() async throws {
        try await TILTestServer.run(.sqlite, .chapter19) { server in
            let document = try await server.client.get("/openapi.json").json()
            let schemas = try #require(document["components"]?["schemas"])
            let noNUL = "^[^\\u0000]*$"
            #expect(schemas["CategoryInput"]?["properties"]?["name"]?["pattern"]?.stringValue == noNUL)
            #expect(schemas["AcronymInput"]?["properties"]?["long"]?["pattern"]?.stringValue == noNUL)
            let password = schemas["UserInput"]?["properties"]?["password"]
            #expect(password?["maxLength"]?.numberValue == 72)
            #expect(password?["pattern"]?.stringValue == noNUL)
            #expect(
                schemas["UserInput"]?["properties"]?["username"]?["pattern"]?.stringValue == "^[^:\\u0000]*$")
            // What the document says is so.
            let token = try await server.api.login()
            let refused = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"a\u0000b"}"#, token: token)
            #expect(refused.status == 400, "\(refused)")
            // A compressed body is refused on any route, as the document says (the harness's client
            // checks each status against it).
            let gzipped = HTTPHeaders.bearer(token).merging(
                ["Content-Type": "application/json", "Content-Encoding": "gzip"])
            for (method, target) in [(HTTPMethod.post, "/api/categories"), (.get, "/api/acronyms")] {
                let compressed = try await server.client.send(
                    method, target, headers: gzipped, body: Data("{}".utf8))
                #expect(compressed.status == 415, "\(method) \(target): \(compressed)")
            }
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func everyDocumentedOperationIsRouted(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let contract = try #require(server.client.contract)
            #expect(contract.operations.count == (level.authEnabled ? 26 : 23))
            for operation in contract.operations {
                // Fresh entities for each: one of the operations deletes its acronym.
                let entities = try await Entities(on: server)
                let (target, headers) = try await request(for: operation, on: server, entities)
                let response = try await server.client.send(
                    HTTPMethod(rawValue: operation.method), target, headers: headers)
                #expect(response.status != 404, "\(operation) is documented but not routed: \(response)")
            }
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func noUndocumentedMethodIsRoutedOnADocumentedPath(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let contract = try #require(server.client.contract)
            let templates = Set(contract.operations.map(\.template))
            let entities = try await Entities(on: server)
            for template in templates {
                let documented = Set(contract.operations.filter { $0.template == template }.map(\.method))
                for method in ["get", "post", "put", "delete", "patch", "options"]
                where !documented.contains(method) {
                    let probe = try #require(contract.operations.first { $0.template == template })
                    let (target, headers) = try await request(for: probe, on: server, entities)
                    // PUT /api/acronyms/sorted is updateAcronym with the id "sorted" (as in Vapor).
                    if let other = contract.operation(method: method, target: target) {
                        #expect(other.template != template)
                        continue
                    }
                    let response = try await server.client.send(
                        HTTPMethod(rawValue: method), target, headers: headers)
                    #expect(response.status == 404, "\(method.uppercased()) \(template): \(response)")
                    #expect(response.errorReason == "Not Found", "\(method.uppercased()) \(template)")
                }
            }
        }
    }

    /// An acronym, its owner and a category, to fill path parameters with.
    struct Entities {
        let values: [String: String]

        init(on server: TILTestServer) async throws {
            let acronym = try await server.api.createAcronym()
            let category = try await server.api.createCategory()
            values = [
                "acronymID": try #require(acronym.id).uuidString,
                "categoryID": try #require(category.id).uuidString, "userID": acronym.user.id.uuidString,
            ]
        }
    }

    /// A request reaching `operation` with real ids, its required query, and a token when needed.
    private func request(
        for operation: OpenAPIContract.Operation, on server: TILTestServer, _ entities: Entities
    ) async throws -> (String, HTTPHeaders) {
        let values = entities.values
        var target = operation.segments.map { segment -> String in
            switch segment {
            case .constant(let text): text
            case .parameter(let name): values[name] ?? UUID().uuidString
            }
        }.joined(separator: "/")
        target = "/" + target
        if !operation.requiredQuery.isEmpty {
            target += "?" + operation.requiredQuery.map { "\($0)=TIL" }.joined(separator: "&")
        }
        if operation.id == "login" { return (target, .basic("admin", "password")) }
        // A token of its own: logging out revokes the one it carries.
        if operation.id == "logout" { return (target, .bearer(try await server.api.login())) }
        // Another user's token: logging out everywhere revokes every token of its user.
        if operation.id == "logoutEverywhere" {
            let user = try await server.api.createUser()
            return (target, .bearer(try await server.api.login(user.username)))
        }
        return (target, try await server.api.loggedIn())
    }

    private func expectValidOperation(
        _ operation: JSONValue, template: String, at where_: String, schemes: Set<String>, _ level: APILevel
    ) throws {
        #expect(operation["summary"]?.stringValue?.isEmpty == false, "\(where_)")
        let responses = try #require(operation["responses"]?.objectValue, "\(where_)")
        #expect(!responses.isEmpty, "\(where_)")
        for (status, response) in responses {
            #expect(Int(status).map { (100...599).contains($0) } == true, "\(where_): \(status)")
            #expect(response["description"]?.stringValue?.isEmpty == false, "\(where_) \(status)")
        }
        #expect((responses["401"] != nil) == (level.authEnabled && operation["security"] != nil), "\(where_)")
        let declared = (operation["parameters"]?.arrayValue ?? []).filter { $0["in"] == .string("path") }
        #expect(declared.allSatisfy { $0["required"] == .bool(true) }, "\(where_)")
        let names = declared.compactMap { $0["name"]?.stringValue }
        let inTemplate = OpenAPIContract.segments(ofTemplate: template).compactMap { segment -> String? in
            if case .parameter(let name) = segment { return name }
            return nil
        }
        #expect(names.sorted() == inTemplate.sorted(), "\(where_): \(names) vs \(inTemplate)")
        for requirement in operation["security"]?.arrayValue ?? [] {
            for scheme in requirement.objectValue?.keys.map({ $0 }) ?? [] {
                #expect(schemes.contains(scheme), "\(where_): unknown security scheme \(scheme)")
            }
        }
        if !level.authEnabled { #expect(operation["security"] == nil, "\(where_)") }
    }

    /// Every `$ref` value anywhere in `json`.
    static func references(in json: JSONValue) -> [String] {
        switch json {
        case .object(let members):
            (members["$ref"]?.stringValue.map { [$0] } ?? []) + members.values.flatMap { references(in: $0) }
        case .array(let elements): elements.flatMap { references(in: $0) }
        default: []
        }
    }
}
