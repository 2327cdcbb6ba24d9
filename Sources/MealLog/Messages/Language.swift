/// The language of the app's messages: Japanese, the app's own, or English.
public enum Language: String, Sendable, CaseIterable {
    case japanese = "ja"
    case english = "en"

    /// Japanese when the locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`) starts with `ja`;
    /// English otherwise, including when none is set.
    public init(environment: [String: String]) {
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        self = locale.lowercased().hasPrefix("ja") ? .japanese : .english
    }
}
