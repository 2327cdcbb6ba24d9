/// The language of a tool's own words: its usage errors, and the punctuation after an alert's
/// title (`Error: …`, `エラー：…`).
public enum WordingLanguage: Sendable, Hashable {
    case english
    case japanese
}
