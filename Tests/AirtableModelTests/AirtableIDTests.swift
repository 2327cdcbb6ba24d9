import AirtableModel
import Testing

/// Ids are made and checked in one place: a prefix and 14 ASCII letters or digits.
@Suite struct AirtableIDTests {
    @Test func madeIdsHaveTheirKindsShape() {
        for kind in AirtableID.Kind.allCases {
            let id = AirtableID.make(kind)
            #expect(AirtableID.isValid(id, kind), "\(id)")
        }
        #expect(AirtableID.make(.record) != AirtableID.make(.record))
    }

    @Test func madeTokensLookLikePersonalAccessTokens() {
        let token = AirtableID.makeToken()
        #expect(token.count == 17 + 1 + 64 && token.hasPrefix("pat") && token.dropFirst(17).first == ".")
        #expect(AirtableID.isValid(String(token.prefix(17)), .token), "\(token)")
        #expect(token.dropFirst(18).allSatisfy { $0.isHexDigit }, "\(token)")
        #expect(AirtableID.makeToken() != token)
    }

    @Test func textThatIsNotAnIdIsRefused() {
        #expect(AirtableID.isValid("rec0123456789abcd", .record))
        #expect(!AirtableID.isValid("rec0123456789abcd", .table))
        #expect(!AirtableID.isValid("rec0123456789abc", .record))
        #expect(!AirtableID.isValid("rec0123456789abc/", .record))
        #expect(!AirtableID.isValid("rec0123456789abcé", .record))
    }

    @Test func numberedIdsArePaddedToTheIdLength() {
        #expect(AirtableID.numbered("selType", 1) == "selType0000000001")
        #expect(AirtableID.numbered("selType", 12).count == AirtableID.length)
    }
}
