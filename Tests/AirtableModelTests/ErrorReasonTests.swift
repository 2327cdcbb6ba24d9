import AirtableModel
import Testing

/// An error's reason, for a person: Airtable's answer by its status, type and message; a failure of
/// this package's own naming by its message alone, with no type name the server never said.
@Suite struct ErrorReasonTests {
    @Test func airtablesAnswerGivesItsStatusTypeAndMessage() {
        #expect(
            AirtableError(status: 422, type: .invalidValueForColumn, message: "bad").reason
                == "422 INVALID_VALUE_FOR_COLUMN: bad")
        #expect(AirtableError(status: 404, type: .notFound, isBare: true).reason == "404 NOT_FOUND")
        #expect(AirtableError(status: nil, type: "SOME_NEW_TYPE", message: "m").reason == "SOME_NEW_TYPE: m")
    }

    @Test func thePackagesOwnFailureGivesItsMessage() {
        let refused = AirtableError(
            status: nil, type: .unreachable, message: "could not connect: 127.0.0.1:1 refused the connection")
        #expect(refused.reason == "could not connect: 127.0.0.1:1 refused the connection")
        #expect(
            AirtableError(status: 502, type: .httpError, message: "Bad Gateway").reason == "502 Bad Gateway")
        #expect(
            AirtableError(status: 304, type: .httpError, message: "Not Modified").reason == "304 Not Modified"
        )
        #expect(AirtableError(status: 599, type: .httpError, message: "HTTP 599").reason == "599")
        #expect(
            AirtableError(status: 200, type: .decoding, message: "could not read the records").reason
                == "could not read the records")
        #expect(AirtableError(status: nil, type: .cancelled).reason == "CANCELLED")
    }

    @Test func onlyThePackagesNamesAreNotAirtables() {
        #expect(AirtableErrorType.rowDoesNotExist.isAirtables)
        #expect(AirtableErrorType("SOME_NEW_TYPE").isAirtables)
        for own: AirtableErrorType in [.unreachable, .decoding, .httpError, .paging, .configuration] {
            #expect(!own.isAirtables, "\(own)")
        }
    }
}
