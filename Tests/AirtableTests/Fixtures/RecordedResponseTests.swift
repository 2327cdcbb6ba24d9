import AirtableModel
import Basics
import Courier
import Foundation
import Testing

@testable import Airtable

/// Real Airtable bodies (recorded in 2017 by airtable.java) decode through the client's pipeline.
@Suite
struct RecordedResponseTests {
    /// Answers every request with the fixture `name` and `status`.
    private func client(_ name: String, status: Int = 200) throws -> StubAirtable {
        let body = try Fixtures.data("recorded/\(name)")
        return StubAirtable { _ in .response(HTTPResponse(status: status, body: body)) }
    }

    @Test func listPageWithAttachmentsLinksAndCheckboxes() async throws {
        let stub = try client("list_movies_page.json")
        let records = try await stub.table("Movies").list().records.first { _ in true }
        let movie = try #require(records)
        #expect(movie.id == "recCo4zX4HOsgDEEJ")
        #expect(movie.fields["Name"] == .text("You've Got Mail"))
        let photos = movie.fields["Photos"]?.attachmentValues ?? []
        #expect(photos.first?.filename == "You've_Got_Mail.jpg")
        #expect(photos.first?.thumbnails?.small?.width == 25)
    }

    @Test func recordWithAttachmentAndLinks() async throws {
        let stub = try client("get_actor_with_attachment_and_links.json")
        let actor = try await stub.table("Actors").get("recEtUIW6FWtbEDKz")
        #expect(actor.fields["Filmography"] == .links(["recFj9J78MLtiFFMz"]))
        #expect(actor.fields["Photo"]?.attachmentValues.first?.size == 13845)
        #expect(actor.createdTime == Date(timeIntervalSince1970: 1_405_658_905))
    }

    @Test func recordWithCheckboxDecodesIntoATypedStruct() async throws {
        struct Movie: Codable, Sendable {
            var name: String
            var seen: Bool
            var actors: [String]
            enum CodingKeys: String, CodingKey {
                case name = "Name"
                case seen = "Seen?"
                case actors = "Actors"
            }
        }
        let stub = try client("get_movie_record.json")
        let movie = try await stub.base.table("Movies", as: Movie.self).get("recFj9J78MLtiFFMz")
        #expect(movie.fields.name == "The Godfather")
        #expect(movie.fields.seen)
        #expect(!movie.fields.actors.isEmpty)
    }

    @Test func createdRecordWithMilliseconds() async throws {
        let stub = try client("create_actor_response.json")
        let created = try await stub.table("Actors").create(["Name": .text("Neuer Actor")])
        #expect(created.id == "reclXfebI3U6tDVdT")
        #expect(created.createdTime.timeIntervalSince1970 == 1_505_383_764.545)
    }

    @Test func deleteResponse() async throws {
        let stub = try client("delete_record_response.json")
        try await stub.table("Actors").delete("recAt6z10EYD6NtEH")
    }

    @Test(arguments: [
        ("error_not_found_bare.json", 404, "NOT_FOUND", ""),
        (
            "error_table_not_found.json", 404, "TABLE_NOT_FOUND",
            "Could not find table NotExists in application appTtHA5PfJnVfjdu"
        ),
        (
            "error_invalid_attachment.json", 422, "INVALID_ATTACHMENT_OBJECT",
            "Invalid attachment object for field Photos"
        ),
    ])
    func errorBodies(name: String, status: Int, type: String, message: String) async throws {
        let stub = try client(name, status: status)
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table("NotExists").get("rec1")
        }
        #expect(error?.status == status)
        #expect(error?.type.rawValue == type)
        #expect(error?.message.hasPrefix(message) == true)
        #expect(error.map { $0.failureKind == .notFound } == (status == 404))
    }
}
