import Courier
import Foundation
import TILModels
import TestSupport
import Testing

/// Hostile and odd input never produces a 5xx or a crash, and data is stored verbatim: SQL-looking
/// text as values, search terms and ids; malformed and deeply nested JSON; invalid UTF-8 in bodies and
/// paths; NUL and control characters; long and non-ASCII strings. (Every answer is also checked
/// against the OpenAPI document, which lists no 5xx.)
@Suite("Hostile input")
struct HostileInputTests {
    static let sqlLooking = [
        "'; DROP TABLE acronyms; --", "%' OR 1=1 --", "' OR '1'='1", "\"; DELETE FROM users; --", "\\", "%",
        "_",
        "$1", "?", "NULL", "1); DROP TABLE tokens; --",
    ]

    @Test(arguments: Backend.allCases)
    func sqlLookingTextIsStoredVerbatimAndMatchesOnlyItself(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            var created: [Acronym] = []
            for (index, text) in Self.sqlLooking.enumerated() {
                let body = try JSONEncoder().encode(["short": text, "long": "long \(index) \(text)"])
                let response = try await server.client.send(
                    .post, "/api/acronyms",
                    headers: .bearer(token).merging(["Content-Type": "application/json"]),
                    body: body)
                try #require(response.status == 200, "\(response)")
                created.append(try response.decode(Acronym.self))
            }
            #expect(created.map(\.short) == Self.sqlLooking)
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == created)
            for (index, text) in Self.sqlLooking.enumerated() {
                let term = try #require(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                let found = try await server.api.get([Acronym].self, "/api/acronyms/search?term=\(term)")
                #expect(found == [created[index]], "term \(text)")
                let encoded = try #require(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                for target in [
                    "/api/acronyms/\(encoded)", "/api/users/\(encoded)/acronyms",
                    "/api/categories/\(encoded)",
                ] {
                    #expect(try await server.client.get(target).status == 404, "\(target)")
                }
            }
            // The same text as user, password and category: stored verbatim, and the password works.
            for (index, text) in Self.sqlLooking.enumerated() {
                let user = try await server.api.send(
                    .post, "/api/users",
                    CreateUserData(name: text, username: "u\(index)\(text)", password: text),
                    headers: .bearer(token))
                try #require(user.status == 200, "\(user)")
                #expect(try user.decode(User.self).name == text)
                _ = try await server.api.login("u\(index)\(text)", text)
                let category = try await server.api.send(
                    .post, "/api/categories", TILModels.Category(name: text), headers: .bearer(token))
                #expect(try category.decode(TILModels.Category.self).name == text)
            }
            #expect(try await server.api.get([Acronym].self, "/api/acronyms").count == Self.sqlLooking.count)
            #expect(try await server.api.get([User].self, "/api/users").count == Self.sqlLooking.count + 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func unusualCharactersAreStoredVerbatim(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let texts = [
                "tab\there\nnew\rline", "\u{7F}\u{1B}[31m", "😀👩‍👩‍👧 emoji", "שלום", "e\u{301}",
                "\u{FEFF}bom", "\u{FFFD}", String(repeating: "long ", count: 20_000),
            ]
            for text in texts {
                let body = try JSONEncoder().encode(["short": text, "long": text])
                let response = try await server.client.send(
                    .post, "/api/acronyms",
                    headers: .bearer(token).merging(["Content-Type": "application/json"]),
                    body: body)
                #expect(response.status < 500, "\(text.debugDescription.prefix(40)): \(response)")
                guard response.status == 200 else { continue }
                let created = try response.decode(Acronym.self)
                #expect(created.short == text, "\(text.debugDescription.prefix(40))")
                let stored = try await server.api.get(
                    Acronym.self, "/api/acronyms/\(try #require(created.id))")
                #expect(stored.short == text && stored.long == text, "\(text.debugDescription.prefix(40))")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func nulCharactersAreRefusedConsistently(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let stored = try await server.api.createAcronym(short: "A", long: "B")
            let bodies: [(HTTPMethod, String, String)] = [
                (.post, "/api/acronyms", #"{"short":"a\u0000b","long":"x"}"#),
                (.post, "/api/acronyms", #"{"short":"x","long":"\u0000"}"#),
                (.put, "/api/acronyms/\(try #require(stored.id))", #"{"short":"a\u0000b","long":"x"}"#),
                (.post, "/api/users", #"{"name":"a\u0000b","username":"nul","password":"pw"}"#),
                (.post, "/api/users", #"{"name":"Nul","username":"n\u0000l","password":"pw"}"#),
                (.post, "/api/users", #"{"name":"Nul","username":"nul","password":"p\u0000w"}"#),
                (.post, "/api/categories", #"{"name":"a\u0000b"}"#),
            ]
            for (method, target, json) in bodies {
                let response = try await server.client.send(method, target, json: json, token: token)
                #expect(response.status == 400, "\(response)")
            }
            let form = try await server.client.send(
                .post, "/api/acronyms",
                headers: .bearer(token).merging(["Content-Type": "application/x-www-form-urlencoded"]),
                body: Data("short=a%00b&long=x".utf8))
            #expect(form.status == 400, "\(form)")
            let search = try await server.client.get("/api/acronyms/search?term=a%00b")
            #expect(search.status == 200 && search.text == "[]", "\(search)")
            let login = try await server.client.send(
                .post, "/api/users/login", headers: .basic("ad\u{0}min", "password"))
            #expect(login.status == 401, "\(login)")
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == [stored])
            #expect(try await server.api.get([User].self, "/api/users").count == 2)
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories").isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func malformedJSONIsABadRequest(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let bodies: [[UInt8]] = [
                Array(#"{"short":"A","long":"B""#.utf8), Array(#"{"short":"A","long":"B"} trailing"#.utf8),
                Array(#"{"short":NaN,"long":"B"}"#.utf8), Array(#"{short:"A",long:"B"}"#.utf8),
                Array(#"{"short":"A","long":1e999999}"#.utf8), Array(#"{"short":"\uD800","long":"B"}"#.utf8),
                Array(repeating: UInt8(ascii: "["), count: 100_000),
                Array(repeating: UInt8(ascii: "{"), count: 100_000),
                Array(String(repeating: #"{"a":"#, count: 50_000).utf8), [0xFF, 0xFE, 0xFD],
                Array(#"{"short":""#.utf8) + [0xC3, 0x28] + Array(#"","long":"B"}"#.utf8),  // invalid UTF-8
                Array(#"{"short":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"","long":"B"}"#.utf8),  // surrogate
                [0xEF, 0xBB, 0xBF] + Array(#"{"short":"BOM","long":"B"}"#.utf8),
            ]
            for body in bodies {
                let response = try await server.client.send(
                    .post, "/api/acronyms",
                    headers: .bearer(token).merging(["Content-Type": "application/json"]),
                    body: Data(body))
                #expect(
                    response.status < 500, "\(String(decoding: body.prefix(40), as: UTF8.self)): \(response)")
                #expect([200, 400].contains(response.status), "\(response)")
            }
            #expect(try await server.client.get("/api/acronyms").status == 200)
        }
    }

    @Test(arguments: Backend.allCases)
    func invalidUTF8InFormsQueriesAndPathsIsHarmless(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let form = try await server.client.send(
                .post, "/api/acronyms",
                headers: .bearer(token).merging(["Content-Type": "application/x-www-form-urlencoded"]),
                body: Data(Array("short=%FF%FE&long=".utf8) + [0xFF, 0xC3, 0x28]))
            #expect(form.status < 500, "\(form)")
            for target in [
                "/api/acronyms/search?term=%FF%FE", "/api/acronyms/%FF%FE", "/api/%C3%28/acronyms",
                "/api/acronyms/search?term=%C3%28&%FF=%FE", "/%ED%A0%80",
            ] {
                let response = try await server.client.get(target)
                #expect([200, 404].contains(response.status), "\(response)")
            }
            // Raw bytes that are not UTF-8 in the request line itself.
            let statuses = try await OwnThread.run { [port = server.port] in
                try ([[0xFF, 0xFE], [0xC3, 0x28], [0x00]] as [[UInt8]]).map { bytes -> Int in
                    let connection = try RawConnection(port: port)
                    try connection.write(
                        Array("GET /api/acronyms/".utf8) + bytes + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
                    return try connection.readResponse().status
                }
            }
            // libmicrohttpd hands the target over as a C string: after a NUL it reads `/api/acronyms/`.
            #expect([400, 404].contains(statuses[0]) && [400, 404].contains(statuses[1]), "\(statuses)")
            #expect(statuses[2] < 500, "\(statuses)")
            #expect(try await server.client.get("/api/acronyms").status == 200)
        }
    }
}
