import Foundation
import TILModels

/// Whose acronyms a group screen lists: a user's (the acronyms they own) or a category's (the
/// acronyms filed under it).
public enum AcronymGroup: Sendable, Equatable {
    case user(User)
    case category(TILModels.Category)

    /// The user's or the category's id; `nil` for one never saved, which has no acronyms.
    public var id: UUID? {
        switch self {
        case .user(let user): user.id
        case .category(let category): category.id
        }
    }
}
