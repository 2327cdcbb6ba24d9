import Basics
import TILBrowser
import TILModels
import Terminal

/// The acronym detail as sections (or JSON).
@MainActor
final class AcronymDetailScreen: Screen, AcronymDetailView {
    func showDetail(_ detail: AcronymDetail) { output.acronymDetail(detail) }
}

/// A user (name, username and id) or a category (name and id), then its acronyms; or
/// `{"user"|"category":…,"acronyms":[…]}`.
@MainActor
final class AcronymGroupScreen: Screen, AcronymGroupView {
    func showGroup(_ group: AcronymGroup, acronyms: [Acronym]) {
        switch group {
        case .user(let user):
            guard !output.isJSON else { return output.json(UserJSON(user: user, acronyms: acronyms)) }
            output.heading("\(user.name) (\(user.username))")
        case .category(let category):
            guard !output.isJSON else {
                return output.json(CategoryJSON(category: category, acronyms: acronyms))
            }
            output.heading(category.name)
        }
        if let id = group.id { output.line("ID \(id.uuidString)") }
        output.line()
        output.acronyms(acronyms)
    }

    private struct UserJSON: Encodable {
        let user: User
        let acronyms: [Acronym]
    }

    private struct CategoryJSON: Encodable {
        let category: TILModels.Category
        let acronyms: [Acronym]
    }
}

/// Only the acronyms of a user or a category (`til users acronyms`, `til categories acronyms`).
@MainActor
final class AcronymsOnlyScreen: Screen, AcronymGroupView {
    func showGroup(_ group: AcronymGroup, acronyms: [Acronym]) { output.acronyms(acronyms) }
}
