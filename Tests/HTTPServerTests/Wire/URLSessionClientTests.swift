import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A real HTTP client (URLSession)", .offCooperativePool)
struct URLSessionClientTests {
    struct Acronym: Codable, Equatable, JSONWritable {
        var short: String
        var long: String

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.field("short", short)
                json.field("long", long)
            }
        }
    }

    private let responder = app {
        $0.post("api/acronyms") { request in
            var acronym = try request.decode(Acronym.self)
            acronym.long += "!"
            return .json(acronym)
        }
        $0.get("api/acronyms/search") { request in
            guard let term = request.query["term"] else { throw HTTPError(.badRequest) }
            return .json([Acronym(short: "T", long: term)])
        }
    }

    @Test("JSON round-trips through POST and a query through GET")
    func roundTrips() async throws {
        let session = URLSession(configuration: .ephemeral)
        let server = Server(configuration: .test(), responder: responder)
        let port = try server.start()
        defer { server.shutdown() }

        var post = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/api/acronyms/")))
        post.httpMethod = "POST"
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        post.httpBody = try JSONEncoder().encode(Acronym(short: "OMG", long: "Oh My God"))
        let (created, createdResponse) = try await session.data(for: post)
        #expect((createdResponse as? HTTPURLResponse)?.statusCode == 200)
        #expect(
            try JSONDecoder().decode(Acronym.self, from: created) == Acronym(short: "OMG", long: "Oh My God!")
        )

        let url = try #require(URL(string: "http://127.0.0.1:\(port)/api/acronyms/search?term=Oh+My+God"))
        let (found, foundResponse) = try await session.data(from: url)
        let http = try #require(foundResponse as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(
            try JSONDecoder().decode([Acronym].self, from: found) == [Acronym(short: "T", long: "Oh My God")])
        session.finishTasksAndInvalidate()
    }
}
