import TILModels

/// How Remove From Category ended.
public enum RemoveFromCategoryOutcome: Sendable, Equatable {
    /// The acronym was taken out of the category.
    case removed(TILModels.Category)
    /// The acronym was not in the category; nothing was sent.
    case notAttached(TILModels.Category)

    /// Whether the acronym's categories changed.
    public var changedCategories: Bool { if case .removed = self { true } else { false } }
}
