import TILModels

/// How Add To Category ended.
public enum AddToCategoryOutcome: Sendable, Equatable {
    /// The acronym was filed under the category.
    case added(TILModels.Category)
    /// The acronym was already in the category; nothing was sent.
    case alreadyAttached(TILModels.Category)

    /// Whether the acronym's categories changed.
    public var changedCategories: Bool { if case .added = self { true } else { false } }
}
