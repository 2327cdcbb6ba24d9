import Basics
import TILBrowser
import TILModels
import Terminal

/// The acronym detail as sections (or JSON).
@MainActor
final class AcronymDetailScreen: Screen, AcronymDetailView {
    func showDetail(_ detail: AcronymDetail) { output.acronymDetail(detail) }
}

/// A user, then their acronyms.
@MainActor
final class UserDetailScreen: Screen, UserDetailView {
    func showUser(_ user: User, acronyms: [Acronym]) {
        if output.isJSON { return output.json(UserJSON(user: user, acronyms: acronyms)) }
        output.heading("\(user.name) (\(user.username))")
        if let id = user.id { output.line("ID \(id.uuidString)") }
        output.line()
        output.acronyms(acronyms)
    }

    private struct UserJSON: Encodable {
        let user: User
        let acronyms: [Acronym]
    }
}

/// A category, then its acronyms.
@MainActor
final class CategoryDetailScreen: Screen, CategoryDetailView {
    func showCategory(_ category: TILModels.Category, acronyms: [Acronym]) {
        if output.isJSON { return output.json(CategoryJSON(category: category, acronyms: acronyms)) }
        output.heading(category.name)
        if let id = category.id { output.line("ID \(id.uuidString)") }
        output.line()
        output.acronyms(acronyms)
    }

    private struct CategoryJSON: Encodable {
        let category: TILModels.Category
        let acronyms: [Acronym]
    }
}

/// Only the acronyms of a user or a category (`til users acronyms`, `til categories acronyms`).
@MainActor
final class AcronymsOnlyScreen: Screen, UserDetailView, CategoryDetailView {
    func showUser(_ user: User, acronyms: [Acronym]) { output.acronyms(acronyms) }
    func showCategory(_ category: TILModels.Category, acronyms: [Acronym]) { output.acronyms(acronyms) }
}
