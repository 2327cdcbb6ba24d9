/// Japanese or English: the two languages the tools and pages speak (the meal log's own is
/// Japanese). The raw value is the language's tag, as `lang="…"` and `Accept-Language` write it.
public enum Language: String, Sendable, Hashable, CaseIterable {
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

    /// `japanese` or `english`, by this language: a sentence written in both.
    public func text(_ japanese: String, _ english: String) -> String {
        self == .japanese ? japanese : english
    }
}
