import TILModels

/// What a write did, word for word, for every front end (a terminal adds the id after it).
extension Messages {
    /// "Created acronym OMG" or "Saved acronym OMG".
    public static func saved(_ acronym: Acronym, created: Bool) -> String {
        "\(created ? "Created" : "Saved") acronym \(acronym.short)"
    }

    /// "Nothing to change in OMG": a save that would write what is already there.
    public static func nothingToChange(in acronym: Acronym) -> String {
        "Nothing to change in \(acronym.short)"
    }

    /// "Deleted acronym OMG".
    public static func deleted(_ acronym: Acronym) -> String { "Deleted acronym \(acronym.short)" }

    /// "Created user tim".
    public static func created(_ user: User) -> String { "Created user \(user.username)" }

    /// "Created category Internet".
    public static func created(_ category: TILModels.Category) -> String {
        "Created category \(category.name)"
    }
}
