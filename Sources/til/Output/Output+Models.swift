import Foundation
import TILBrowser
import TILModels
import Terminal

/// Tables and JSON for the TIL models; lists are numbered in interactive menus, with ids otherwise.
extension Output {
    func acronyms(_ acronyms: [Acronym]) {
        modelTable(acronyms, columns: ["SHORT", "MEANING"], empty: "No acronyms.", id: \.id) {
            [$0.shownShort, $0.long]
        }
    }

    func users(_ users: [User]) {
        modelTable(users, columns: ["NAME", "USERNAME"], empty: "No users.", id: \.id) {
            [$0.name, $0.username]
        }
    }

    func categories(_ categories: [TILModels.Category]) {
        modelTable(categories, columns: ["NAME"], empty: "No categories.", id: \.id) { [$0.name] }
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
            for row in section.rows { line(untrusted: row, indent: 2) }
            // An empty section says so, rather than leaving its heading hanging (no categories yet),
            // and one that could not be loaded says that instead.
            if section.rows.isEmpty {
                line(style.apply(section.isKnown ? "  none" : "  could not be loaded", .dim))
            }
        }
        if let id = detail.acronym.id { line(style.apply("ID \(id.uuidString)", .dim)) }
    }

    /// The picker rows of Add To Category, attached ones checked.
    func categoryChoices(_ choices: [Choice<TILModels.Category>]) {
        let rows = choices.map { CategoryChoiceJSON(category: $0.item, attached: $0.isSelected) }
        modelTable(rows, columns: [" ", "NAME"], empty: "No categories.", id: \.category.id) {
            [$0.attached ? "✓" : "", $0.category.name]
        }
    }

    /// `items` as a table with `columns` (numbered in interactive menus, with ids otherwise), or
    /// as a JSON array.
    private func modelTable<Item: Encodable>(
        _ items: [Item], columns: [String], empty: String, id: (Item) -> UUID?, cells: (Item) -> [String]
    ) {
        guard !isJSON else { return json(items) }
        var table = Table(columns: numberColumn + columns.map { Table.Column($0) } + idColumn)
        for (index, item) in items.enumerated() {
            table.append(numberCell(index) + cells(item) + idCell(id(item)))
        }
        self.table(table, empty: empty)
    }

    private var numberColumn: [Table.Column] { numbered ? [.whole("#", rightAligned: true)] : [] }
    private var idColumn: [Table.Column] { numbered ? [] : [.whole("ID")] }
    private func numberCell(_ index: Int) -> [String] { numbered ? ["\(index + 1)"] : [] }
    private func idCell(_ id: UUID?) -> [String] { numbered ? [] : [id?.uuidString ?? ""] }
}

/// `til acronyms show --json`; `user` and `categories` are left out when they could not be loaded.
struct AcronymDetailJSON: Encodable {
    let acronym: Acronym
    let user: User?
    let categories: [TILModels.Category]?
}

/// A row of `til acronyms add-category --json` listings.
struct CategoryChoiceJSON: Encodable {
    let category: TILModels.Category
    let attached: Bool
}
