extension Option {
    /// `--json`, for every subcommand: results as JSON on standard output, failures as the
    /// ``ErrorJSON`` line (``CommandLineTool`` reads it).
    public static let json = Option.flag(
        "json", help: "Print JSON for scripts instead of text.", inherited: true)

    /// `-v`, `--verbose`, for every subcommand: the request log on standard error (``RequestLog``,
    /// ``Launch/requestMiddleware``).
    public static let verbose = Option.flag(
        "verbose", short: "v", help: "Log every request to standard error (secrets masked).", inherited: true)
}
