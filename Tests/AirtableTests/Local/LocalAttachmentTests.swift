import Airtable
import AirtableModel
import Basics
import Courier
import Foundation
import Testing

/// `uploadAttachment` through the client against airtable-local on a socket: the file appended to the
/// field, its URL served back by the same server, and the server's refusals as `AirtableError`s.
@Suite struct LocalAttachmentTests {
    /// A 40 × 20 red PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAI0lEQVR42u3NsQ0AAAjAoP7/tJ7hIAk7TZ1ILBaLxWKx+E+8ffodDqIehz0AAAAASUVORK5CYII="
    )

    @Test func uploadsAFileAndFetchesItBack() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let png = try #require(Self.png)
        let photo = try await local.base.createField(
            NewField(name: "Photo", type: .multipleAttachments), inTable: local.schema.id)
        let created = try await local.cells.create(["Name": .text("Porridge")])

        let first = try await local.cells.uploadAttachment(
            png, filename: "plate.png", contentType: "image/png", to: created.id, field: "Photo")
        #expect(first.id == created.id)
        let second = try await local.cells.uploadAttachment(
            Data("notes".utf8), filename: "notes.txt", contentType: "text/plain", to: created.id,
            field: photo.id)
        let files = second.fields[photo.id]?.attachmentValues ?? []
        #expect(files.map(\.filename) == ["plate.png", "notes.txt"])
        #expect(files.first?.width == 40)
        #expect(files.first?.height == 20)
        #expect(files.first?.thumbnails?.small?.height == 36)
        #expect(files.first?.size == png.count)

        // The URL is the server's own, and answers the bytes without a token.
        let url = try #require(files.first?.url)
        #expect(url.host() == local.server.url.host())
        #expect(url.port == local.server.url.port)
        let fetched = try await Client(baseURL: url, middleware: []).send(HTTPRequest(url: url))
        #expect(fetched.status == 200)
        #expect(fetched.body == png)
        #expect(fetched.headers["Content-Type"] == "image/png")

        let error = await #expect(throws: AirtableError.self) {
            _ = try await local.cells.uploadAttachment(
                png, filename: "x.png", contentType: "image/png", to: created.id, field: "Name")
        }
        #expect(error?.status == 422)
        let tooLarge = await #expect(throws: AirtableError.self) {
            _ = try await local.cells.uploadAttachment(
                Data(count: AirtableLimits.attachmentUploadBytes + 1), filename: "big.bin",
                contentType: "application/octet-stream", to: created.id, field: "Photo")
        }
        #expect(tooLarge?.type == .invalidRequest)
    }
}
