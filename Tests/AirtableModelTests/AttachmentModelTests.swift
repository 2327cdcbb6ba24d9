import AirtableModel
import Basics
import Foundation
import Testing

/// An attachment cell object reads what it writes, in Airtable's member order, decodes as it reads,
/// and refuses a member of the wrong type by name.
@Suite struct AttachmentModelTests {
    private let image = """
        {"id":"att00000000000001","width":640,"height":480,"url":"http://127.0.0.1:8080/v0/attachments/att00000000000001/photo%201.png",\
        "filename":"photo 1.png","size":1024,"type":"image/png","thumbnails":{\
        "small":{"url":"http://127.0.0.1:8080/v0/attachments/att00000000000001/photo%201.png","width":48,"height":36},\
        "full":{"url":"http://127.0.0.1:8080/v0/attachments/att00000000000001/photo%201.png","width":640,"height":480}}}
        """

    @Test func anImageReadsWhatItWritesInAirtablesOrder() throws {
        let attachment = try Attachment(json: try JSONValue.parse(Array(image.utf8)))
        #expect(attachment.filename == "photo 1.png")
        #expect(attachment.size == 1024)
        #expect(attachment.thumbnails?.small?.height == 36)
        #expect(attachment.thumbnails?.large == nil)
        #expect(attachment.jsonText == image.replacingOccurrences(of: "/", with: #"\/"#))
        let decoded = try JSONDecoder().decode(Attachment.self, from: Data(image.utf8))
        #expect(decoded == attachment)
        #expect(attachment.jsonValue == (try JSONValue.parse(Array(image.utf8))))
    }

    @Test func aNewFileIsWrittenWithOnlyWhatItHas() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        #expect(Attachment.new(url: url).jsonText == #"{"url":"https:\/\/example.com\/a.png"}"#)
        #expect(Attachment.existing(id: "att00000000000001").jsonText == #"{"id":"att00000000000001"}"#)
    }

    @Test(arguments: [
        (#"{"size":"big"}"#, "an attachment.size must be a whole number"),
        (#"{"url":7}"#, "an attachment.url must be text"),
        (#"{"thumbnails":{"small":{"width":3}}}"#, "a thumbnail needs a \"url\""),
        (#"["att00000000000001"]"#, "an attachment must be an object"),
    ])
    func aMemberOfTheWrongTypeIsNamed(text: String, message: String) throws {
        let json = try JSONValue.parse(Array(text.utf8))
        #expect(throws: SchemaError.self) { try Attachment(json: json) }
        do {
            _ = try Attachment(json: json)
        } catch {
            #expect(error.description == message)
        }
    }
}
