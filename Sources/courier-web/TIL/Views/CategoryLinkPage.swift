import TILModels

/// A page that files an acronym under a category or takes it out of one, and says what happened.
@MainActor
protocol CategoryLinkPage: PageView {
    /// The sentence the acronym's page shows afterwards; `nil` when nothing happened (the alerts say
    /// why).
    func sentence(about acronym: Acronym) -> String?
}
