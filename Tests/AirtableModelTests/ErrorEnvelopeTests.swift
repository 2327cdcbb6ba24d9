import AirtableModel
import Basics
import Testing

/// The three error envelopes Airtable answers with all read into one type, unknown types kept; the
/// documented and bare forms are written back as Airtable writes them.
@Suite struct ErrorEnvelopeTests {
    private func read(_ body: String, status: Int? = 422) -> AirtableError? {
        AirtableError(body: Array(body.utf8), status: status)
    }

    @Test func documentedShape() {
        let error = read(
            #"{"error":{"type":"ROW_DOES_NOT_EXIST","message":"Record ID rec1 does not exist"}}"#)
        #expect(
            error
                == AirtableError(
                    status: 422, type: .rowDoesNotExist, message: "Record ID rec1 does not exist"))
    }

    @Test func bareString() {
        #expect(
            read(#"{"error":"NOT_FOUND"}"#, status: 404)
                == AirtableError(status: 404, type: .notFound, isBare: true))
    }

    @Test func errorsArray() {
        let error = read(
            #"{"errors":[{"error":"RATE_LIMIT_REACHED","message":"Rate limit exceeded. Please try again later"}]}"#,
            status: 429)
        #expect(error == .rateLimited)
    }

    @Test func documentedShapeWithoutMessageAndUnknownType() {
        let error = read(#"{"error":{"type":"SOMETHING_NEW_2030"}}"#)
        #expect(error?.type == "SOMETHING_NEW_2030")
        #expect(error?.message == "")
    }

    @Test func notAnErrorBody() {
        #expect(read("<html>502</html>") == nil)
        #expect(read(#"{"records":[]}"#) == nil)
    }

    @Test func theDocumentedAndBareFormsAreWrittenAsRead() {
        #expect(AirtableError.notFound.jsonText == #"{"error":"NOT_FOUND"}"#)
        #expect(
            AirtableError.iteratorNotAvailable.jsonText
                == #"{"error":{"type":"LIST_RECORDS_ITERATOR_NOT_AVAILABLE"}}"#)
        let written = AirtableError.tableNotFound("Meals", base: "appX").jsonText
        #expect(read(written, status: 404) == .tableNotFound("Meals", base: "appX"))
    }

    @Test func theAmbiguous403IsAnAuthenticationFailure() {
        #expect(AirtableError.modelNotFound.failureKind == .authentication)
        #expect(AirtableError.notFound.failureKind == .notFound)
        #expect(AirtableError(status: nil, type: .unreachable).failureKind == .unavailable)
        #expect(
            AirtableError(status: nil, type: .configuration, kind: .authentication).failureKind
                == .authentication)
    }
}
