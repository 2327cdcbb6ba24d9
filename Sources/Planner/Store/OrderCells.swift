import Airtable
import Basics

/// An order as the cells of the planner's table, keyed by its declared fields
/// (``PlannerSchema/field(_:)``); empty cells are absent.
///
/// Reading is forgiving, so that a record someone typed by hand never breaks the list: a missing
/// name reads as empty, a date or fee that cannot be read as absent, a missing checkbox as unchecked.
enum OrderCells {
    static func fields(_ cells: [String: CellValue]) -> OrderFields {
        func cell(_ field: OrderField) -> CellValue? { cells[PlannerSchema.field(field)] }
        return OrderFields(
            name: cell(.name)?.textValue ?? "",
            deadline: cell(.deadline)?.textValue.flatMap { Day(iso: String($0.prefix(10))) },
            customer: cell(.customer)?.textValue, summary: cell(.summary)?.textValue,
            fee: cell(.fee)?.numberValue.flatMap(Money.init(amount:)), done: cell(.done)?.boolValue ?? false)
    }

    /// The cells of a new order: its fields that are not empty (an unchecked box is empty).
    static func cells(_ fields: OrderFields) -> [String: CellValue] {
        cells(of: fields, OrderField.allCases).filter { $0.value != .null && $0.value != .bool(false) }
    }

    /// The cells of a PATCH: only the changed fields; a cleared one is `null`.
    static func cells(_ changes: OrderChanges) -> [String: CellValue] {
        cells(of: changes.fields, changes.changed)
    }

    private static func cells(of fields: OrderFields, _ changed: some Sequence<OrderField>) -> [String:
        CellValue]
    {
        Dictionary(uniqueKeysWithValues: changed.map { (PlannerSchema.field($0).name, cell($0, of: fields)) })
    }

    private static func cell(_ field: OrderField, of fields: OrderFields) -> CellValue {
        let value: CellValue? =
            switch field {
            case .name: .text(fields.name)
            case .deadline: fields.deadline.map { .day($0.iso) }
            case .customer: fields.customer.map(CellValue.text)
            case .summary: fields.summary.map(CellValue.text)
            case .fee: fields.fee.map { .number($0.amount) }
            case .done: .bool(fields.done)
            }
        return value ?? .null
    }
}
