/// The main screen's tabs, each a navigation stack starting with a list.
public enum Tab: String, Sendable, CaseIterable {
    case acronyms
    case users
    case categories

    /// The tab's title.
    public var title: String {
        switch self {
        case .acronyms: "Acronyms"
        case .users: "Users"
        case .categories: "Categories"
        }
    }
}
