import Foundation
import TILBrowser
import TILModels
import Terminal

/// Tables and JSON for the TIL models; lists are numbered in interactive menus, with ids otherwise.
extension Output {
    func acronyms(_ acronyms: [Acronym]) {
        guard !isJSON else { return json(acronyms) }
        var table = Table(columns: numberColumn + [.init("SHORT"), .init("MEANING")] + idColumn)
        for (index, acronym) in acronyms.enumerated() {
            table.append(numberCell(index) + [acronym.short, acronym.long] + idCell(acronym.id))
        }
        self.table(table, empty: "No acronyms.")
    }

    func users(_ users: [User]) {
        guard !isJSON else { return json(users) }
        var table = Table(columns: numberColumn + [.init("NAME"), .init("USERNAME")] + idColumn)
        for (index, user) in users.enumerated() {
            table.append(numberCell(index) + [user.name, user.username] + idCell(user.id))
        }
        self.table(table, empty: "No users.")
    }

    func categories(_ categories: [TILModels.Category]) {
        guard !isJSON else { return json(categories) }
        var table = Table(columns: numberColumn + [.init("NAME")] + idColumn)
        for (index, category) in categories.enumerated() {
            table.append(numberCell(index) + [category.name] + idCell(category.id))
        }
        self.table(table, empty: "No categories.")
    }

    /// The detail screen's sections, or `{"acronym":…,"user":…,"categories":[…]}`.
    func acronymDetail(_ detail: AcronymDetail) {
        guard !isJSON else {
            return json(
                AcronymDetailJSON(acronym: detail.acronym, user: detail.user, categories: detail.categories))
        }
        for section in detail.sections {
            guard let title = section.title else { continue }
            heading(title)
            for row in section.rows { line("  " + SafeText.line(row)) }
            // An empty section says so, rather than leaving its heading hanging (no categories yet).
            if section.rows.isEmpty { line(style.apply("  none", .dim)) }
        }
        if let id = detail.acronym.id { line(style.apply("ID \(id.uuidString)", .dim)) }
    }

    /// The picker rows of Add To Category, attached ones checked.
    func categoryChoices(_ choices: [Choice<TILModels.Category>]) {
        guard !isJSON else {
            return json(choices.map { CategoryChoiceJSON(category: $0.item, attached: $0.isSelected) })
        }
        var table = Table(columns: numberColumn + [.init(" "), .init("NAME")] + idColumn)
        for (index, choice) in choices.enumerated() {
            table.append(
                numberCell(index) + [choice.isSelected ? "✓" : "", choice.item.name] + idCell(choice.item.id))
        }
        self.table(table, empty: "No categories.")
    }

    private var numberColumn: [Table.Column] { numbered ? [.init("#", rightAligned: true)] : [] }
    private var idColumn: [Table.Column] { numbered ? [] : [.init("ID", minimumWidth: 36)] }
    private func numberCell(_ index: Int) -> [String] { numbered ? ["\(index + 1)"] : [] }
    private func idCell(_ id: UUID?) -> [String] { numbered ? [] : [id?.uuidString ?? ""] }
}

/// `til acronyms show --json`.
struct AcronymDetailJSON: Encodable {
    let acronym: Acronym
    let user: User?
    let categories: [TILModels.Category]
}

/// A row of `til acronyms add-category --json` listings.
struct CategoryChoiceJSON: Encodable {
    let category: TILModels.Category
    let attached: Bool
}
