import Foundation
import Testing

@testable import Airtable

/// The three error envelopes Airtable answers with all decode into one type, unknown types kept.
@Suite struct ErrorBodyTests {
    @Test func documentedShape() {
        let body = AirtableErrorBody(
            Data(#"{"error":{"type":"ROW_DOES_NOT_EXIST","message":"Record ID rec1 does not exist"}}"#.utf8))
        #expect(
            body == AirtableErrorBody(type: "ROW_DOES_NOT_EXIST", message: "Record ID rec1 does not exist"))
    }

    @Test func bareString() {
        #expect(
            AirtableErrorBody(Data(#"{"error":"NOT_FOUND"}"#.utf8))
                == AirtableErrorBody(type: "NOT_FOUND", message: ""))
    }

    @Test func errorsArray() {
        let body = AirtableErrorBody(
            Data(
                #"{"errors":[{"error":"RATE_LIMIT_REACHED","message":"Rate limit exceeded. Please try again later"}]}"#
                    .utf8))
        #expect(
            body
                == AirtableErrorBody(
                    type: "RATE_LIMIT_REACHED", message: "Rate limit exceeded. Please try again later"))
    }

    @Test func documentedShapeWithoutMessageAndUnknownType() {
        #expect(
            AirtableErrorBody(Data(#"{"error":{"type":"SOMETHING_NEW_2030"}}"#.utf8))?.type
                == "SOMETHING_NEW_2030")
    }

    @Test func notAnErrorBody() {
        #expect(AirtableErrorBody(Data("<html>502</html>".utf8)) == nil)
        #expect(AirtableErrorBody(Data(#"{"records":[]}"#.utf8)) == nil)
    }
}
