import Basics

/// One of the fixed choice lists of a meal (dish type, weekday, hunger state): the options of an
/// Airtable single-select field, and of the form's pickers.
///
/// The raw value is the option's name in the table, in Japanese like the log's records. ``parse(_:)``
/// also accepts short and colloquial forms (`日`, `空いてる`, as `Dennys.csv` writes them) and English
/// names, and normalises them to the option.
public protocol MealOption: RawRepresentable<String>, CaseIterable, Sendable, Hashable, Codable {
    /// The option's name in English, for English output.
    var englishName: String { get }
    /// Other spellings that mean this option (compared case-insensitively, spaces ignored).
    var aliases: [String] { get }
    /// Every spelling of every option, as written and normalised, to its option: made once per type
    /// with ``spellings()``, so that parsing a CSV's million rows looks each value up once.
    static var bySpelling: [String: Self] { get }
}

extension MealOption {
    /// The option `text` names, by its name, English name or an alias; `nil` when none matches.
    public static func parse(_ text: String) -> Self? {
        if let option = bySpelling[text] { return option }
        let wanted = MealOptionText.normalised(text)
        guard !wanted.isEmpty else { return nil }
        return bySpelling[wanted]
    }

    /// The table of ``bySpelling``: each option's name, English name and aliases, as written and
    /// normalised (the first option to claim a spelling keeps it).
    public static func spellings() -> [String: Self] {
        var table: [String: Self] = [:]
        for option in allCases {
            for spelling in [option.rawValue, option.englishName] + option.aliases {
                for key in [spelling, MealOptionText.normalised(spelling)] where table[key] == nil {
                    table[key] = option
                }
            }
        }
        return table
    }

    /// Every option's name, in declaration order: the single select's choices, as pickers list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The option's name in `language`.
    public func name(in language: Language) -> String {
        language.text(rawValue, englishName)
    }
}

/// How option text is compared: trimmed, lower-cased, inner spaces removed.
enum MealOptionText {
    static func normalised(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}
