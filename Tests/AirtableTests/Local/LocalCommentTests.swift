import Airtable
import AirtableModel
import Basics
import Foundation
import Testing

/// The client's comment endpoints against `airtable-local` on loopback.
@Suite struct LocalCommentTests {
    @Test func addListPageEditReplyAndDelete() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let record = try await local.seed(1)[0].id
        let me = try await local.client.whoami()
        var added: [RecordComment] = []
        for index in 0..<5 {
            added.append(try await local.meals.addComment(to: record, text: "note \(index) for @[\(me.id)]"))
        }
        #expect(added[0].author.id == me.id && added[0].author.email == me.email)
        #expect(added[0].mentioned?[me.id]?.email == me.email)
        #expect(added[0].lastUpdatedTime == nil)

        let first = try await local.meals.comments(on: record, pageSize: 2)
        #expect(first.comments.map(\.id) == [added[4].id, added[3].id])
        let second = try await local.meals.comments(on: record, pageSize: 2, offset: first.offset)
        #expect(second.comments.map(\.id) == [added[2].id, added[1].id])
        let all = try await local.meals.allComments(on: record, pageSize: 2)
        #expect(all == added.reversed())

        let reply = try await local.meals.addComment(
            to: record, text: "a reply", parentCommentID: added[0].id)
        #expect(reply.parentCommentId == added[0].id)
        let edited = try await local.meals.updateComment(added[1].id, on: record, text: "changed")
        #expect(edited.text == "changed" && edited.lastUpdatedTime != nil && edited.mentioned == nil)

        try await local.meals.deleteComment(added[2].id, on: record)
        let remaining = try await local.meals.allComments(on: record)
        #expect(remaining.map(\.id) == [reply.id, added[4].id, added[3].id, added[1].id, added[0].id])

        let missing = await #expect(throws: AirtableError.self) {
            try await local.meals.deleteComment(added[2].id, on: record)
        }
        #expect(missing?.failureKind == .notFound)
        let badPage = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.comments(on: record, pageSize: 500)
        }
        #expect(badPage?.status == 422)
        let oversize = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.addComment(to: record, text: String(repeating: "x", count: 3 << 20))
        }
        #expect(oversize?.status == 413, "\(String(describing: oversize))")
        #expect(try await local.meals.allComments(on: record).count == 5)
        try await local.meals.delete(record)
        let gone = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.addComment(to: record, text: "too late")
        }
        #expect(gone?.failureKind == .notFound)
    }
}
