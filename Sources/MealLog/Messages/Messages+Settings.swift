import Airtable

extension Messages {
    /// The problems with Airtable's settings, in the app's language.
    public var airtableSettingWords: AirtableSettingWords {
        guard language == .japanese else { return .english }
        return AirtableSettingWords(
            noToken: { file in
                "Airtable のトークンがありません。AIRTABLE_TOKEN(または AIRTABLE_API_KEY)に個人アクセストークンを設定してください"
                    + (file.map { "。または scripts/up でローカルサーバーを起動すると \($0) に書き込まれます" } ?? "")
            },
            badEndpoint: { example, given in
                "AIRTABLE_ENDPOINT_URL には \(example) のような http(s) の URL を指定してください(指定値：\"\(given)\")"
            },
            unreadableTokenFile: { path, reason in "ローカルのトークンファイル \(path) を読めません：\(reason)" })
    }
}
