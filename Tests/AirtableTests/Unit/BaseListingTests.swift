import AirtableModel
import Courier
import Foundation
import Testing

@testable import Airtable

/// `bases()` follows the listing's `offset` to the last page, and fails when a server hands back
/// the offset it was sent instead of paging for ever.
@Suite struct BaseListingTests {
    private static func page(_ ids: [String], offset: String?) -> String {
        let bases = ids.map { #"{"id":"\#($0)","name":"Base \#($0.suffix(1))","permissionLevel":"create"}"# }
        let tail = offset.map { #","offset":"\#($0)""# } ?? ""
        return #"{"bases":[\#(bases.joined(separator: ","))]\#(tail)}"#
    }

    private static func offset(of request: HTTPRequest) -> String? {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "offset" }?.value
    }

    @Test func everyPageIsRead() async throws {
        let stub = StubAirtable { request in
            switch Self.offset(of: request) {
            case nil: .json(Self.page(["appAAAAAAAAAAAAA1", "appAAAAAAAAAAAAA2"], offset: "itrNext"))
            default: .json(Self.page(["appAAAAAAAAAAAAA3"], offset: nil))
            }
        }
        let bases = try await stub.client.bases()
        #expect(bases.map(\.id) == ["appAAAAAAAAAAAAA1", "appAAAAAAAAAAAAA2", "appAAAAAAAAAAAAA3"])
        #expect(bases.first?.permissionLevel == "create")
        #expect(stub.requests.map(Self.offset(of:)) == [nil, "itrNext"])
        #expect(stub.requests.allSatisfy { $0.url.path == "/v0/meta/bases" })
    }

    @Test func anOffsetThatComesBackFailsTheListing() async throws {
        let stub = StubAirtable { _ in .json(Self.page(["appAAAAAAAAAAAAA1"], offset: "itrSame")) }
        let error = await #expect(throws: AirtableError.self) { try await stub.client.bases() }
        #expect(error?.type == .paging)
        #expect(stub.requests.count == 2)
    }

    @Test func aListingWithoutBasesIsADecodingError() async throws {
        let stub = StubAirtable { _ in .json(#"{"tables":[]}"#) }
        let error = await #expect(throws: AirtableError.self) { try await stub.client.bases() }
        #expect(error?.type == "DECODING")
    }
}
