import Basics

/// A failure as every command-line tool here reports it with `--json`: one line on standard error,
/// `{"error":{"exitCode":3,"kind":"notFound","message":"…","reason":"…"}}` (sorted keys, `reason`
/// left out when there is none).
///
/// <!-- example context: let console = Console.standard(environment: [:]) -->
/// ```swift
/// let error = ErrorJSON(.notFound, message: "no such user: octo", reason: nil)
/// console.printError(error.text)   // {"error":{"exitCode":3,"kind":"notFound","message":"no such user: octo"}}
/// ```
///
/// `kind` is the ``Basics/FailureKind``; `exitCode` is the status the process exits with, its
/// ``ExitCode/init(_:)``.
public struct ErrorJSON: Encodable, Sendable, Equatable {
    public let kind: String
    /// What failed, for people.
    public let message: String
    /// Why, when the server or the system said: `nil` is left out of the JSON.
    public let reason: String?
    public let exitCode: Int32

    public init(_ kind: FailureKind, message: String, reason: String?) {
        self.kind = kind.rawValue
        self.message = message
        self.reason = reason
        exitCode = ExitCode(kind).rawValue
    }

    /// The whole document, `{"error":{…}}`, on one line.
    public var text: String { JSONText.compact(["error": self]) }
}
