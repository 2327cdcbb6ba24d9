import Airtable
import Basics

/// An order's cells as Airtable holds them: field names as in the seed's table; empty cells absent.
///
/// Reading is forgiving, so that a record someone typed by hand never breaks the list: a missing name
/// reads as empty, a date or fee that cannot be read as absent, a missing checkbox as unchecked.
struct OrderRecordFields: Codable, Sendable {
    var fields: OrderFields

    init(_ fields: OrderFields) { self.fields = fields }

    private enum Key: String, CodingKey {
        case name, deadline, customer, summary, fee, done
    }

    init(from decoder: any Decoder) throws {
        let cells = try decoder.container(keyedBy: Key.self)
        func text(_ key: Key) -> String? { (try? cells.decodeIfPresent(String.self, forKey: key)) ?? nil }
        let amount = (try? cells.decodeIfPresent(Double.self, forKey: .fee)) ?? nil
        fields = OrderFields(
            name: text(.name) ?? "", deadline: text(.deadline).flatMap { Day(iso: String($0.prefix(10))) },
            customer: text(.customer), summary: text(.summary), fee: amount.flatMap(Money.init(amount:)),
            done: ((try? cells.decodeIfPresent(Bool.self, forKey: .done)) ?? nil) ?? false)
    }

    func encode(to encoder: any Encoder) throws {
        var cells = encoder.container(keyedBy: Key.self)
        try cells.encode(fields.name, forKey: .name)
        try cells.encodeIfPresent(fields.deadline?.iso, forKey: .deadline)
        try cells.encodeIfPresent(fields.customer, forKey: .customer)
        try cells.encodeIfPresent(fields.summary, forKey: .summary)
        try cells.encodeIfPresent(fields.fee?.amount, forKey: .fee)
        if fields.done { try cells.encode(true, forKey: .done) }
    }

    /// The cells of a PATCH: only the changed fields; a cleared one is `null`.
    static func cells(_ changes: OrderChanges) -> [String: CellValue] {
        var cells: [String: CellValue] = [:]
        let fields = changes.fields
        for field in changes.changed {
            let value: CellValue
            switch field {
            case .name: value = .text(fields.name)
            case .deadline: value = fields.deadline.map { .day($0.iso) } ?? .null
            case .customer: value = fields.customer.map(CellValue.text) ?? .null
            case .summary: value = fields.summary.map(CellValue.text) ?? .null
            case .fee: value = fields.fee.map { .number($0.amount) } ?? .null
            case .done: value = .bool(fields.done)
            }
            cells[field.rawValue] = value
        }
        return cells
    }
}
