import Basics

extension Option {
    /// `--json`, for every subcommand: results as JSON on standard output, failures as the
    /// ``ErrorJSON`` line (``CommandLineTool`` reads it).
    public static let json = json(in: .english)

    /// ``json`` with its help in `language`.
    public static func json(in language: Language) -> Option {
        .flag(
            "json",
            help: language.text("スクリプト向けに JSON で出力します。", "Print JSON for scripts instead of text."),
            inherited: true)
    }

    /// `-v`, `--verbose`, for every subcommand: the request log on standard error (``RequestLog``,
    /// ``Launch/requestMiddleware``).
    public static let verbose = verbose(in: .english)

    /// ``verbose`` with its help in `language`.
    public static func verbose(in language: Language) -> Option {
        .flag(
            "verbose", short: "v",
            help: language.text(
                "リクエストを標準エラーに記録します(秘密は伏せます)。", "Log every request to standard error (secrets masked)."),
            inherited: true)
    }

    /// `--hostname`, for a server: the address it listens on.
    public static func hostname(default host: String) -> Option {
        .value("hostname", valueName: "host", help: "address to listen on (default \(host))")
    }

    /// `--port`, for a server: the port it listens on, 0 for any free one (``Invocation/port(default:)``
    /// reads it).
    public static func port(default port: Int) -> Option {
        .value("port", valueName: "port", help: "port to listen on, 0 for any (default \(port))")
    }
}
