import TILBrowser
import TILModels

/// The acronym detail as sections (or JSON).
@MainActor
final class AcronymDetailScreen: Screen, AcronymDetailView {
    func showDetail(_ detail: AcronymDetail) { output.acronymDetail(detail) }
}

/// A user, then their acronyms; or only the acronyms (`til users acronyms`).
@MainActor
final class UserDetailScreen: Screen, UserDetailView {
    let acronymsOnly: Bool

    init(output: Output, acronymsOnly: Bool) {
        self.acronymsOnly = acronymsOnly
        super.init(output: output)
    }

    func showUser(_ user: User, acronyms: [Acronym]) {
        if acronymsOnly { return output.acronyms(acronyms) }
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

/// A category, then its acronyms; or only the acronyms (`til categories acronyms`).
@MainActor
final class CategoryDetailScreen: Screen, CategoryDetailView {
    let acronymsOnly: Bool

    init(output: Output, acronymsOnly: Bool) {
        self.acronymsOnly = acronymsOnly
        super.init(output: output)
    }

    func showCategory(_ category: TILModels.Category, acronyms: [Acronym]) {
        if acronymsOnly { return output.acronyms(acronyms) }
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
