import TILModels

/// How a search's acronyms match its term. The server's search is exact (a whole short form or
/// meaning, with case), so when it finds nothing the list falls back to a search done here: the
/// listed acronyms whose short form or meaning contains the term, ignoring case, marked as such.
public enum AcronymSearchMatch: Sendable, Hashable {
    /// The server found acronyms that are exactly the term.
    case exact
    /// None is exactly the term; these contain it (searched here, over the listed acronyms).
    case containing
    /// None is the term or contains it.
    case none

    /// What a person is told beside the results; `nil` when they are exact.
    public func note(for term: String) -> String? {
        switch self {
        case .exact: nil
        case .containing:
            "No acronym is exactly \u{201C}\(term)\u{201D}; these contain it (ignoring case, searched here)"
        case .none: "No acronym is \u{201C}\(term)\u{201D} or contains it"
        }
    }

    /// The acronyms of `acronyms` whose short form or meaning contains `term`, ignoring case, in
    /// their order.
    static func containing(_ term: String, in acronyms: [Acronym]) -> [Acronym] {
        acronyms.filter {
            $0.short.localizedCaseInsensitiveContains(term) || $0.long.localizedCaseInsensitiveContains(term)
        }
    }
}
