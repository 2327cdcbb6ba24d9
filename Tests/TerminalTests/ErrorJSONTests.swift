import Basics
import Foundation
import Terminal
import Testing

/// The one JSON error shape every command-line tool prints with `--json`.
struct ErrorJSONTests {
    @Test func isOneLineWithSortedKeysUnderError() {
        let error = ErrorJSON(.notFound, message: "no such user: octo/cat", reason: "Not Found")
        #expect(
            error.text
                == #"{"error":{"exitCode":3,"kind":"notFound","message":"no such user: octo/cat","reason":"Not Found"}}"#
        )
    }

    @Test func leavesOutAMissingReasonAndEscapesWhatJSONNeeds() throws {
        let error = ErrorJSON(
            .unavailable, message: "The server could not be reached\n\"twice\"", reason: nil)
        #expect(
            error.text
                == #"{"error":{"exitCode":5,"kind":"unavailable","message":"The server could not be reached\n\"twice\""}}"#
        )
        let decoded =
            try JSONSerialization.jsonObject(with: Data(error.text.utf8)) as? [String: [String: Any]]
        #expect(decoded?["error"]?["message"] as? String == "The server could not be reached\n\"twice\"")
        #expect(!error.text.contains("\n"))
    }

    @Test(arguments: FailureKind.allCases)
    func theExitCodeIsTheKindsOneRule(kind: FailureKind) {
        let expected: [FailureKind: Int32] = [
            .input: 1, .rejected: 1, .notFound: 3, .authentication: 4, .unavailable: 5, .rateLimited: 6,
        ]
        #expect(ErrorJSON(kind, message: "m", reason: nil).exitCode == expected[kind])
        #expect(ExitCode(kind).rawValue == expected[kind])
    }
}
