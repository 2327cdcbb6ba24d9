import Foundation
import Testing

/// The database a test server runs on. Tests are parametrised over `Backend.allCases`; the PostgreSQL
/// case is cancelled (reported as skipped, with the reason) when no test server is configured.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A new SQLite file in a unique temporary directory.
    case sqlite
    /// A new schema of its own on the server named by `COURIER_TEST_POSTGRES_URL`.
    case postgres

    /// The server started by `scripts/postgres-test-server start`; CI always sets it.
    static let postgresURL: String? = ProcessInfo.processInfo.environment["COURIER_TEST_POSTGRES_URL"]
        .flatMap { $0.isEmpty ? nil : $0 }

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    static let skipReason =
        "PostgreSQL case skipped: COURIER_TEST_POSTGRES_URL is not set "
        + "(run scripts/postgres-test-server start and export the line it prints)"

    /// Cancels the current test case, visibly, when this backend cannot run here.
    func skipIfUnavailable() throws {
        guard self == .postgres && Self.postgresURL == nil else { return }
        // A cancelled case alone shows as passed in the console; the warning makes the skip visible.
        Issue.record(Comment(rawValue: Self.skipReason), severity: .warning)
        try Test.cancel(Comment(rawValue: Self.skipReason))
    }
}

/// Which API the server speaks: the book's chapter 19 (tokens) or chapter 11 (no authentication).
enum APILevel: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Authentication on: Bearer-protected writes, login, the seeded admin.
    case chapter19
    /// Authentication off: every route public, `userID` in acronym bodies, no seeded user.
    case chapter11

    var authEnabled: Bool { self == .chapter19 }

    var testDescription: String { self == .chapter19 ? "auth on (ch19)" : "auth off (ch11)" }
}
