import TILModels

/// Everything the acronym detail screen shows.
public struct AcronymDetail: Sendable, Equatable {
    public var acronym: Acronym
    /// The owner, once loaded.
    public var user: User?
    /// The acronym's categories in attach order, once loaded.
    public var categories: [TILModels.Category]

    public init(acronym: Acronym, user: User? = nil, categories: [TILModels.Category] = []) {
        self.acronym = acronym
        self.user = user
        self.categories = categories
    }

    /// Whether Remove From Category is offered: only when the acronym is in a category.
    public var canRemoveFromCategory: Bool { !categories.isEmpty }

    /// The app's five sections: "Acronym", "Meaning", "User", "Categories", then an untitled section
    /// with the "Add To Category" row.
    public var sections: [DetailSection] {
        [
            DetailSection(title: "Acronym", rows: [acronym.short]),
            DetailSection(title: "Meaning", rows: [acronym.long]),
            DetailSection(title: "User", rows: [user?.name ?? ""]),
            DetailSection(title: "Categories", rows: categories.map(\.name)),
            DetailSection(title: nil, rows: [DetailSection.addToCategory]),
        ]
    }
}

/// One section of a detail screen: an optional header and its rows.
public struct DetailSection: Sendable, Equatable {
    /// The text of the only selectable row.
    public static let addToCategory = "Add To Category"

    public let title: String?
    public let rows: [String]

    public init(title: String?, rows: [String]) {
        self.title = title
        self.rows = rows
    }
}
