/// The exit codes every command-line tool documents in its `--help` (`Terminal`'s `ExitCode`),
/// written out as numbers, so that a test of a tool catches a change in what scripts rely on.
public enum ToolExit {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
    public static let notFound: Int32 = 3
    public static let authentication: Int32 = 4
    public static let unavailable: Int32 = 5
    public static let rateLimited: Int32 = 6
}
