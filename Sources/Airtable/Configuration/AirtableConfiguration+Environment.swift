import AirtableModel
import Basics
import Courier
import Foundation

extension AirtableConfiguration {
    /// What to do when the server cannot be reached, for a person: the settings read here.
    public static let unreachableAdvice =
        "Start airtable-local with scripts/up, or set AIRTABLE_ENDPOINT_URL and AIRTABLE_TOKEN."

    /// Reads the configuration as airtable.js and pyairtable's tests do:
    ///
    /// - `AIRTABLE_ENDPOINT_URL`: the server (else `defaultEndpoint`, real Airtable unless given);
    /// - `AIRTABLE_TOKEN`, else `AIRTABLE_API_KEY`: the token;
    /// - else, only when the endpoint's host is loopback, the file ``localTokenFile(_:)`` that
    ///   `scripts/up` writes for the local server.
    ///
    /// Throws a ``AirtableError/configuration`` error that says what to set when no token is found,
    /// in `language` (a tool's own: the meal log speaks Japanese).
    public static func fromEnvironment(
        _ environment: [String: String], defaultEndpoint: URL = realEndpoint, language: Language = .english
    ) throws(AirtableError) -> AirtableConfiguration {
        let endpoint = try endpoint(
            ServerAddress.setting("AIRTABLE_ENDPOINT_URL", in: environment), default: defaultEndpoint,
            language: language)
        for name in ["AIRTABLE_TOKEN", "AIRTABLE_API_KEY"] {
            if let token = environment[name]?.nonBlank {
                return AirtableConfiguration(endpoint: endpoint, token: token)
            }
        }
        let file = localTokenFile(environment)
        if isLoopback(endpoint), let token = try readTokenFile(file, language: language) {
            return AirtableConfiguration(endpoint: endpoint, token: token)
        }
        var message = language.text(
            "Airtable のトークンがありません。AIRTABLE_TOKEN(または AIRTABLE_API_KEY)に個人アクセストークンを設定してください",
            "no Airtable token: set AIRTABLE_TOKEN (or AIRTABLE_API_KEY) to a personal access token")
        if isLoopback(endpoint) {
            message += language.text(
                "。または scripts/up でローカルサーバーを起動すると \(file.path) に書き込まれます",
                ", or start the local server with scripts/up to write \(file.path)")
        }
        throw AirtableError(status: nil, type: .configuration, message: message, kind: .authentication)
    }

    /// `$XDG_CONFIG_HOME/courier/airtable-local.token`, or `~/.config/courier/airtable-local.token`
    /// when `XDG_CONFIG_HOME` is unset or not absolute. `scripts/up` writes it with mode 0600.
    public static func localTokenFile(_ environment: [String: String]) -> URL {
        XDGDirectory.config.url(environment).appending(path: "courier", directoryHint: .isDirectory)
            .appending(path: "airtable-local.token", directoryHint: .notDirectory)
    }

    private static func endpoint(_ value: String?, default fallback: URL, language: Language)
        throws(AirtableError) -> URL
    {
        guard let text = value else { return fallback }
        guard let url = ServerAddress.url(text) else {
            let example = localEndpoint.absoluteString
            let given = ServerAddress.shown(text)
            throw AirtableError(
                status: nil, type: .configuration,
                message: language.text(
                    "AIRTABLE_ENDPOINT_URL には \(example) のような http(s) の URL を指定してください(指定値：\"\(given)\")",
                    "AIRTABLE_ENDPOINT_URL must be an http(s) URL such as \(example), got \"\(given)\""))
        }
        return url
    }

    /// Whether `url` names this machine (``Loopback``).
    static func isLoopback(_ url: URL) -> Bool {
        url.host.map { Loopback.isLoopback(host: $0) } ?? false
    }

    /// The token in `file`, or `nil` when the file does not exist or is blank. It is read as every
    /// secret file is (``PrivateFile/contents(of:limit:)``): a regular file only, not through a
    /// link, at most 1 MiB, and made `0600` if others could read it.
    private static func readTokenFile(_ file: URL, language: Language) throws(AirtableError) -> String? {
        func failure(_ reason: String) -> AirtableError {
            AirtableError(
                status: nil, type: .configuration,
                message: language.text(
                    "ローカルのトークンファイル \(file.path) を読めません：\(reason)",
                    "cannot read the local token file \(file.path): \(reason)"))
        }
        let data: Data?
        do {
            data = try PrivateFile.contents(of: file.path)
        } catch {
            throw failure(error.description)
        }
        guard let data else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(language.text("UTF-8 のテキストではありません", "it is not UTF-8 text"))
        }
        return text.nonBlank
    }
}
