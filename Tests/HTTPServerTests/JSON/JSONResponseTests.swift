import Basics
import Foundation
import HTTPServer
import Testing

@Suite("JSON responses")
struct JSONResponseTests {
    struct Acronym: JSONWritable, Codable, Equatable {
        var id: UUID
        var short: String
        var long: String
        var userID: UUID

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.field("id", id)
                json.field("short", short)
                json.field("long", long)
                json.key("user")
                json.object { $0.field("id", userID) }
            }
        }
    }

    private let acronym = Acronym(id: UUID(), short: "OMG", long: "Oh/My \"God\"", userID: UUID())

    @Test("json(_:) writes a JSONWritable with the JSON content type")
    func writable() throws {
        let response = Response.json([acronym], status: .created)
        #expect(response.status == .created)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects[0]["short"] as? String == "OMG")
        #expect(objects[0]["long"] as? String == "Oh/My \"God\"")
        #expect((objects[0]["user"] as? [String: String])?["id"] == acronym.userID.uuidString)
    }

    @Test("json(encodable:) encodes with JSONEncoder and the same content type")
    func encodable() throws {
        let response = try Response.json(encodable: acronym)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(try JSONDecoder().decode(Acronym.self, from: Data(response.body)) == acronym)
    }

    @Test("the standard error body is {error: true, reason}")
    func standardError() throws {
        let response = Response.standardError(status: .notFound, reason: "Not Found")
        #expect(response.status == .notFound)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":true,"reason":"Not Found"}"#)
    }

    @Test("json(writing:) streams into a JSON response and rethrows")
    func streamedResponse() throws {
        let response = Response.json { json in
            json.array { json in
                for number in 1...3 { json.value(number) }
            }
        }
        #expect(String(decoding: response.body, as: UTF8.self) == "[1,2,3]")
        #expect(response.headers["content-type"] == Response.jsonContentType)
        struct Stop: Error {}
        #expect(throws: Stop.self) { try Response.json { _ in throw Stop() } }
    }
}
