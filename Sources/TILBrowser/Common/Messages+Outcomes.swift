import TILModels

/// What a write did, word for word, for every front end (a terminal adds the id after it).
extension Messages {
    /// "Created acronym OMG" or "Saved acronym OMG".
    public static func saved(_ acronym: Acronym, created: Bool) -> String {
        "\(created ? "Created" : "Saved") acronym \(acronym.shownShort)"
    }

    /// "Nothing to change in OMG": a save that would write what is already there.
    public static func nothingToChange(in acronym: Acronym) -> String {
        "Nothing to change in \(acronym.shownShort)"
    }

    /// "Deleted acronym OMG".
    public static func deleted(_ acronym: Acronym) -> String { "Deleted acronym \(acronym.shownShort)" }

    /// "Created user tim".
    public static func created(_ user: User) -> String { "Created user \(user.username)" }

    /// "Created category Internet".
    public static func created(_ category: TILModels.Category) -> String {
        "Created category \(category.name)"
    }

    /// "Added OMG to Internet" or "OMG is already in Internet".
    public static func linked(_ outcome: AddToCategoryOutcome, _ acronym: Acronym) -> String {
        switch outcome {
        case .added(let category): "Added \(acronym.shownShort) to \(category.name)"
        case .alreadyAttached(let category): "\(acronym.shownShort) is already in \(category.name)"
        }
    }

    /// "Removed OMG from Internet" or "OMG is not in Internet".
    public static func unlinked(_ outcome: RemoveFromCategoryOutcome, _ acronym: Acronym) -> String {
        switch outcome {
        case .removed(let category): "Removed \(acronym.shownShort) from \(category.name)"
        case .notAttached(let category): "\(acronym.shownShort) is not in \(category.name)"
        }
    }
}
