import Basics

/// Process exit statuses shared by the Courier command-line tools.
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a failure the user can fix (invalid or ambiguous input, rejected by the server) |
/// | 2 | a usage error (unknown command or option, missing argument) |
/// | 3 | not found |
/// | 4 | authentication failure (not logged in, token rejected, no access) |
/// | 5 | the server failed or could not be reached |
/// | 6 | a rate limit was hit (the message says when to try again) |
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The code for a kind of failure: the one rule every tool follows, so the same server answer
    /// ends every tool with the same code.
    public init(_ kind: FailureKind) {
        self =
            switch kind {
            case .input, .rejected: .failure
            case .notFound: .notFound
            case .authentication: .authentication
            case .unavailable: .unavailable
            case .rateLimited: .rateLimited
            }
    }

    public static let success = ExitCode(rawValue: 0)
    public static let failure = ExitCode(rawValue: 1)
    public static let usage = ExitCode(rawValue: 2)
    public static let notFound = ExitCode(rawValue: 3)
    public static let authentication = ExitCode(rawValue: 4)
    public static let unavailable = ExitCode(rawValue: 5)
    public static let rateLimited = ExitCode(rawValue: 6)
    /// Ctrl-C: 128 + SIGINT, what a shell reports for a program that SIGINT ended, for a tool that
    /// reads Ctrl-C as a key (a raw keyboard) and ends itself; ``CommandLineTool/main()`` then ends
    /// the program by SIGINT, as every other tool's Ctrl-C does.
    public static let interrupted = ExitCode(rawValue: 128 + 2)

    /// The table above as help text, for a CLI's `--help`.
    public static let helpText = """
        EXIT CODES:
          0  success
          1  failure you can fix (invalid or ambiguous input, rejected by the server)
          2  usage error (unknown command or option, missing argument)
          3  not found
          4  authentication failure (not logged in, login rejected, no access)
          5  server error or server unreachable
          6  rate limited (the message says when the limit resets)
        130  interrupted by Ctrl-C
        """

    public var description: String { "\(rawValue)" }
}
