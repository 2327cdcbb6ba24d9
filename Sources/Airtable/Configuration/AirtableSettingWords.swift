/// How the problems with Airtable's settings are worded (``AirtableConfiguration/fromEnvironment(_:defaultEndpoint:words:)``):
/// in English by default, in a tool's own language when it has one.
public struct AirtableSettingWords: Sendable {
    /// No token was found; `tokenFile` is the local server's token file, when the endpoint is on
    /// this machine and so that file would have been read.
    public var noToken: @Sendable (_ tokenFile: String?) -> String
    /// `AIRTABLE_ENDPOINT_URL` is not an http(s) URL: an `example` of one, and the value `given`.
    public var badEndpoint: @Sendable (_ example: String, _ given: String) -> String
    /// The local token file at `path` could not be read, for `reason`.
    public var unreadableTokenFile: @Sendable (_ path: String, _ reason: String) -> String

    public init(
        noToken: @escaping @Sendable (String?) -> String,
        badEndpoint: @escaping @Sendable (String, String) -> String,
        unreadableTokenFile: @escaping @Sendable (String, String) -> String
    ) {
        self.noToken = noToken
        self.badEndpoint = badEndpoint
        self.unreadableTokenFile = unreadableTokenFile
    }

    public static let english = AirtableSettingWords(
        noToken: { file in
            "no Airtable token: set AIRTABLE_TOKEN (or AIRTABLE_API_KEY) to a personal access token"
                + (file.map { ", or start the local server with scripts/up to write \($0)" } ?? "")
        },
        badEndpoint: { example, given in
            "AIRTABLE_ENDPOINT_URL must be an http(s) URL such as \(example), got \"\(given)\""
        },
        unreadableTokenFile: { path, reason in "cannot read the local token file \(path): \(reason)" })
}
