import Foundation
import Terminal
import Testing

/// The one JSON error shape every command-line tool prints with `--json`.
struct ErrorJSONTests {
    @Test func isOneLineWithSortedKeysUnderError() {
        let error = ErrorJSON(
            kind: "notFound", message: "no such user: octo/cat", reason: "Not Found", exitCode: .notFound)
        #expect(
            error.text
                == #"{"error":{"exitCode":3,"kind":"notFound","message":"no such user: octo/cat","reason":"Not Found"}}"#
        )
    }

    @Test func leavesOutAMissingReasonAndEscapesWhatJSONNeeds() throws {
        let error = ErrorJSON(
            kind: "unavailable", message: "The server could not be reached\n\"twice\"", reason: nil,
            exitCode: .unavailable)
        #expect(
            error.text
                == #"{"error":{"exitCode":5,"kind":"unavailable","message":"The server could not be reached\n\"twice\""}}"#
        )
        let decoded =
            try JSONSerialization.jsonObject(with: Data(error.text.utf8)) as? [String: [String: Any]]
        #expect(decoded?["error"]?["message"] as? String == "The server could not be reached\n\"twice\"")
        #expect(!error.text.contains("\n"))
    }
}
