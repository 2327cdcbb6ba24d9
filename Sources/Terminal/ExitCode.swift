/// Process exit statuses shared by the Courier command-line tools.
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a failure the user can fix (invalid or ambiguous input, rejected by validation) |
/// | 2 | a usage error (unknown command or option, missing argument) |
/// | 3 | not found |
/// | 4 | authentication failure (not logged in, token rejected, wrong credentials) |
/// | 5 | the server failed or could not be reached |
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(rawValue: 0)
    public static let failure = ExitCode(rawValue: 1)
    public static let usage = ExitCode(rawValue: 2)
    public static let notFound = ExitCode(rawValue: 3)
    public static let authentication = ExitCode(rawValue: 4)
    public static let unavailable = ExitCode(rawValue: 5)

    /// The table above as help text, for a CLI's `--help`.
    public static let helpText = """
        EXIT CODES:
          0  success
          1  failure you can fix (invalid or ambiguous input, rejected by the server)
          2  usage error (unknown command or option, missing argument)
          3  not found
          4  authentication failure (not logged in, login rejected)
          5  server error or server unreachable
        """

    public var description: String { "\(rawValue)" }
}
