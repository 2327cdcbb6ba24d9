import TILModels

/// Everything the acronym detail screen shows.
public struct AcronymDetail: Sendable, Equatable {
    public var acronym: Acronym
    /// The owner, once loaded.
    public var user: User?
    /// The acronym's categories in attach order; `nil` until they are loaded, and when they could
    /// not be (so that a failed load is not shown as "no categories").
    public var categories: [TILModels.Category]?

    public init(acronym: Acronym, user: User? = nil, categories: [TILModels.Category]? = nil) {
        self.acronym = acronym
        self.user = user
        self.categories = categories
    }

    /// Whether Remove From Category is offered: when the acronym is in a category, or when its
    /// categories are not known (the picker then loads them).
    public var canRemoveFromCategory: Bool { categories.map { !$0.isEmpty } ?? true }

    /// The app's five sections: "Acronym", "Meaning", "User", "Categories", then an untitled section
    /// with the "Add To Category" row.
    public var sections: [DetailSection] {
        [
            DetailSection(title: "Acronym", rows: [acronym.short]),
            DetailSection(title: "Meaning", rows: [acronym.long]),
            DetailSection(title: "User", rows: user.map { [$0.name] }),
            DetailSection(title: "Categories", rows: categories?.map(\.name)),
            DetailSection(title: nil, rows: [DetailSection.addToCategory]),
        ]
    }
}

/// One section of a detail screen: an optional header and its rows.
public struct DetailSection: Sendable, Equatable {
    /// The text of the only selectable row.
    public static let addToCategory = "Add To Category"

    public let title: String?
    /// The rows; empty when there are none, or when they are not known (``isKnown``).
    public let rows: [String]
    /// Whether the rows were loaded: `false` when loading them failed, so that a view says so
    /// rather than "none".
    public let isKnown: Bool

    /// A section with `rows`, or with none known when `rows` is `nil`.
    public init(title: String?, rows: [String]?) {
        self.title = title
        self.rows = rows ?? []
        isKnown = rows != nil
    }
}
