import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

/// Record comments: Airtable's shapes, replies, mentions, paging, `commentCount`, the author rule,
/// deletion with the record, persistence, and bad input.
@Suite struct CommentTests {
    let base = "/v0/\(TestSchema.baseID)"

    func comments(_ airtable: InProcessAirtable, _ record: String, _ query: String = "") -> AirtableReply {
        airtable.call("GET", "\(base)/People/\(record)/comments\(query)")
    }

    @Test func aCommentHasAirtablesShapeAndItsAuthorIsWhoami() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let record = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        let whoami = try #require(airtable.call("GET", "/v0/meta/whoami").json)
        let me = try #require(whoami["id"]?.stringValue)
        #expect(whoami["email"]?.stringValue == "local@airtable-local.invalid")
        #expect(whoami["scopes"]?.arrayValue?.contains(.string("data.recordComments:write")) == true)

        let created = airtable.call(
            "POST", "\(base)/People/\(record)/comments",
            #"{"text":"Hello @[\#(me)] and @[usrNobody00000000]"}"#)
        #expect(created.status == 200, "\(created.text)")
        let comment = try #require(created.json)
        let id = try #require(comment["id"]?.stringValue)
        #expect(AirtableID.isValid(id, .comment))
        #expect(
            comment["author"]
                == .object([
                    "id": .string(me), "email": .string("local@airtable-local.invalid"),
                    "name": .string("airtable-local"),
                ]))
        #expect(comment["createdTime"]?.stringValue == "2023-11-14T22:13:20.000Z")
        #expect(comment["lastUpdatedTime"] == .null)
        #expect(comment["parentCommentId"] == nil)
        // The known user is resolved; an unknown id stays plain text.
        #expect(
            comment["mentioned"]
                == .object([
                    me: .object([
                        "type": .string("user"), "id": .string(me), "displayName": .string("airtable-local"),
                        "email": .string("local@airtable-local.invalid"),
                    ])
                ]))
        #expect(try RecordComment(json: comment).author.id == me)

        airtable.clock.advance(by: .seconds(5))
        let reply = airtable.call(
            "POST", "\(base)/People/\(record)/comments", #"{"text":"A reply","parentCommentId":"\#(id)"}"#)
        #expect(reply.json?["parentCommentId"]?.stringValue == id)
        #expect(reply.json?["mentioned"] == nil)

        let listed = comments(airtable, record)
        #expect(listed.status == 200)
        let page = try CommentPage(json: try #require(listed.json))
        // Newest first.
        #expect(page.comments.map(\.text) == ["A reply", "Hello @[\(me)] and @[usrNobody00000000]"])
        // The last page says there is no more with `"offset": null`, as Airtable's does.
        #expect(page.offset == nil && listed.json?["offset"] == .null, "\(listed.text)")

        airtable.clock.advance(by: .seconds(5))
        let edited = airtable.call("PATCH", "\(base)/People/\(record)/comments/\(id)", #"{"text":"Edited"}"#)
        #expect(edited.status == 200, "\(edited.text)")
        #expect(edited.json?["text"]?.stringValue == "Edited")
        #expect(edited.json?["lastUpdatedTime"]?.stringValue == "2023-11-14T22:13:30.000Z")
        #expect(edited.json?["createdTime"]?.stringValue == "2023-11-14T22:13:20.000Z")
        #expect(edited.json?["mentioned"] == nil)

        let deleted = airtable.call("DELETE", "\(base)/People/\(record)/comments/\(id)")
        #expect(deleted.text == #"{"id":"\#(id)","deleted":true}"#)
        #expect(comments(airtable, record).json?["comments"]?.arrayValue?.count == 1)
        #expect(airtable.call("DELETE", "\(base)/People/\(record)/comments/\(id)").errorType == "NOT_FOUND")
    }

    @Test func pagesFollowTheOffsetAndCommentCountIsReal() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let records = airtable.create("People", [#"{"Name":"Ann"}"#, #"{"Name":"Bob"}"#])
        for index in 0..<7 {
            airtable.call("POST", "\(base)/People/\(records[0])/comments", #"{"text":"c\#(index)"}"#)
        }
        airtable.call("POST", "\(base)/Teams/\(records[1])/comments", #"{"text":"through another table"}"#)
        var texts: [String] = []
        var offset: String?
        var pages = 0
        repeat {
            let reply = comments(airtable, records[0], "?pageSize=3" + (offset.map { "&offset=\($0)" } ?? ""))
            #expect(reply.status == 200, "\(reply.text)")
            let page = try CommentPage(json: try #require(reply.json))
            texts += page.comments.map(\.text)
            offset = page.offset
            pages += 1
        } while offset != nil && pages < 10
        #expect(pages == 3)
        #expect(texts == (0..<7).reversed().map { "c\($0)" })

        let listing = airtable.call("GET", "\(base)/People?recordMetadata%5B%5D=commentCount")
        #expect(listing.records.map { $0["commentCount"]?.numberValue } == [7, 1])
        let byPost = airtable.call(
            "POST", "\(base)/People/listRecords", #"{"recordMetadata":["commentCount"]}"#)
        #expect(byPost.records.map { $0["commentCount"]?.numberValue } == [7, 1])
        // Without recordMetadata the records carry no count.
        #expect(airtable.call("GET", "\(base)/People").records.allSatisfy { $0["commentCount"] == nil })
    }

    @Test func deletingARecordDeletesItsComments() throws {
        var kept = ""
        var keptComment: JSONValue?
        try AirtableHarness.acrossRestart("atl-comments", schemas: [TestSchema.base()]) { airtable in
            let records = airtable.create(
                "People", [#"{"Name":"Ann"}"#, #"{"Name":"Bob"}"#, #"{"Name":"Cy"}"#])
            kept = records[0]
            keptComment =
                airtable.call("POST", "\(base)/People/\(kept)/comments", #"{"text":"stays"}"#).json
            airtable.clock.advance(by: .seconds(1))
            let keptID = keptComment?["id"]?.stringValue ?? ""
            keptComment =
                airtable.call(
                    "PATCH", "\(base)/People/\(kept)/comments/\(keptID)", #"{"text":"stays, edited"}"#
                ).json
            for record in records.dropFirst() {
                airtable.call("POST", "\(base)/People/\(record)/comments", #"{"text":"goes"}"#)
            }
            #expect(airtable.call("DELETE", "\(base)/People/\(records[1])").status == 200)
            #expect(airtable.call("DELETE", "\(base)/People?records%5B%5D=\(records[2])").status == 200)
            for record in records.dropFirst() {
                #expect(comments(airtable, record).errorType == "NOT_FOUND")
                let onDeleted = airtable.call(
                    "POST", "\(base)/People/\(record)/comments", #"{"text":"late"}"#)
                #expect(onDeleted.status == 404 && onDeleted.errorType == "NOT_FOUND")
            }
        } after: { reopened in
            let page = try CommentPage(json: try #require(comments(reopened, kept).json))
            #expect(try page.comments == [RecordComment(json: try #require(keptComment))])
            let rows = try reopened.database.query("SELECT COUNT(*) FROM airtable_comments", [])
            #expect(try rows.first?.decode(at: 0, as: Int.self) == 1)
            // Positions continue after a restart: a new comment is the newest.
            reopened.call("POST", "\(base)/People/\(kept)/comments", #"{"text":"after"}"#)
            #expect(comments(reopened, kept).json?["comments"]?[0]?["text"]?.stringValue == "after")
        }
    }

    @Test func onlyTheAuthorMayEditOrDelete() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let record = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        let stranger = StoredComment(
            id: AirtableID.make(.comment), recordID: record, position: 1, authorID: "usrSomeoneElse001",
            text: "not yours", parentID: nil, createdTime: Timestamp(milliseconds: 0))
        try airtable.store.write(TestSchema.baseID) { state, changes in
            state.comments.put(stranger)
            changes.savedComments[stranger.id] = record
        }
        let path = "\(base)/People/\(record)/comments/\(stranger.id)"
        let edit = airtable.call("PATCH", path, #"{"text":"mine now"}"#)
        #expect(edit.status == 403 && edit.errorType == "INVALID_PERMISSIONS", "\(edit.text)")
        #expect(airtable.call("DELETE", path).status == 403)
        let listed = try CommentPage(json: try #require(comments(airtable, record).json))
        #expect(listed.comments.map(\.text) == ["not yours"])
        #expect(listed.comments[0].author == CommentUser(id: "usrSomeoneElse001"))
    }

    @Test func badInputIsRefusedWithAirtablesErrors() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let record = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        let other = airtable.create("People", [#"{"Name":"Bob"}"#])[0]
        let comment =
            airtable.call("POST", "\(base)/People/\(record)/comments", #"{"text":"one"}"#).json?["id"]?
            .stringValue ?? ""
        let onOther =
            airtable.call("POST", "\(base)/People/\(other)/comments", #"{"text":"two"}"#).json?["id"]?
            .stringValue ?? ""
        let cases: [(String, String, String?, Int, String)] = [
            ("POST", "\(base)/People/recNothing00000000/comments", #"{"text":"x"}"#, 404, "NOT_FOUND"),
            ("GET", "\(base)/People/recNothing00000000/comments", nil, 404, "NOT_FOUND"),
            (
                "GET", "/v0/appNothing0000000/People/\(record)/comments", nil, 403,
                "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND"
            ),
            ("GET", "\(base)/Nothing/\(record)/comments", nil, 404, "TABLE_NOT_FOUND"),
            ("POST", "\(base)/People/\(record)/comments", #"{"text":7}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People/\(record)/comments", #"{"text":"  "}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People/\(record)/comments", #"{}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People/\(record)/comments", "", 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People/\(record)/comments", "[1]", 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People/\(record)/comments", "{text", 400, "INVALID_REQUEST_BODY"),
            (
                "POST", "\(base)/People/\(record)/comments",
                #"{"text":"r","parentCommentId":"comNothing00000000"}"#,
                422, "INVALID_REQUEST_UNKNOWN"
            ),
            (
                "POST", "\(base)/People/\(record)/comments", #"{"text":"r","parentCommentId":"\#(onOther)"}"#,
                422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                "POST", "\(base)/People/\(record)/comments", #"{"text":"r","parentCommentId":5}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                "PATCH", "\(base)/People/\(record)/comments/comNothing00000000", #"{"text":"x"}"#, 404,
                "NOT_FOUND"
            ),
            ("PATCH", "\(base)/People/\(other)/comments/\(comment)", #"{"text":"x"}"#, 404, "NOT_FOUND"),
            (
                "PATCH", "\(base)/People/\(record)/comments/\(comment)", #"{"text":null}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            ("DELETE", "\(base)/People/\(record)/comments/comNothing00000000", nil, 404, "NOT_FOUND"),
            ("GET", "\(base)/People/\(record)/comments?pageSize=0", nil, 422, "INVALID_REQUEST_UNKNOWN"),
            ("GET", "\(base)/People/\(record)/comments?pageSize=101", nil, 422, "INVALID_REQUEST_UNKNOWN"),
            ("GET", "\(base)/People/\(record)/comments?pageSize=x", nil, 422, "INVALID_REQUEST_UNKNOWN"),
            (
                "GET", "\(base)/People/\(record)/comments?offset=comNothing00000000", nil, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                "GET", "\(base)/People/\(record)/comments?offset=\(onOther)", nil, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            ("PUT", "\(base)/People/\(record)/comments/\(comment)", #"{"text":"x"}"#, 404, "NOT_FOUND"),
        ]
        for (method, path, body, status, type) in cases {
            let reply = airtable.call(method, path, body)
            #expect(
                reply.status == status && reply.errorType == type,
                "\(method) \(path) \(body ?? ""): \(reply.text)")
        }
        #expect(airtable.call("GET", "\(base)/People/\(record)/comments", token: nil).status == 401)
        // Nothing was changed by the refusals.
        let page = try CommentPage(json: try #require(comments(airtable, record).json))
        #expect(page.comments.map(\.text) == ["one"])
        #expect(comments(airtable, record, "?offset=").status == 200)  // an empty offset is none
    }
}
