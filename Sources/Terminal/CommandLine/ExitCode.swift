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
    public static let helpText = helpText(in: .english)

    /// The table above as help text in `language`.
    public static func helpText(in language: Language) -> String {
        switch language {
        case .english: englishHelpText
        case .japanese: japaneseHelpText
        }
    }

    private static let japaneseHelpText = """
        終了コード：
          0  成功
          1  直せる失敗(入力が正しくない・あいまい、サーバーが受け付けなかった)
          2  使い方の誤り(ないコマンドやオプション、足りない引数)
          3  見つからない
          4  認証の失敗(ログインしていない、ログインを断られた、アクセス権がない)
          5  サーバーのエラー、またはサーバーにつながらない
          6  回数制限(いつ解けるかはメッセージに出ます)
        130  Ctrl-C で中断
        """

    private static let englishHelpText = """
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
