// Comparison and logic operators on formulas. Each returns a new formula; compound operands are
// put in parentheses, so `a == b` inside `c != …` keeps its meaning.

extension Formula {
    static func binary(_ left: Formula, _ symbol: String, _ right: Formula) -> Formula {
        Formula("\(left.operand)\(symbol)\(right.operand)", atomic: false)
    }

    /// `left=right`
    public static func == (left: Formula, right: Formula) -> Formula { binary(left, "=", right) }
    /// `left!=right`
    public static func != (left: Formula, right: Formula) -> Formula { binary(left, "!=", right) }
    /// `left<right`
    public static func < (left: Formula, right: Formula) -> Formula { binary(left, "<", right) }
    /// `left<=right`
    public static func <= (left: Formula, right: Formula) -> Formula { binary(left, "<=", right) }
    /// `left>right`
    public static func > (left: Formula, right: Formula) -> Formula { binary(left, ">", right) }
    /// `left>=right`
    public static func >= (left: Formula, right: Formula) -> Formula { binary(left, ">=", right) }
    /// `left&right`: text concatenation.
    public static func & (left: Formula, right: Formula) -> Formula { binary(left, "&", right) }

    /// `AND(a, b, …)`; `TRUE()` when empty.
    public static func and(_ conditions: Formula...) -> Formula { and(conditions) }
    public static func and(_ conditions: [Formula]) -> Formula {
        conditions.isEmpty ? .bool(true) : call("AND", conditions)
    }

    /// `OR(a, b, …)`; `FALSE()` when empty.
    public static func or(_ conditions: Formula...) -> Formula { or(conditions) }
    public static func or(_ conditions: [Formula]) -> Formula {
        conditions.isEmpty ? .bool(false) : call("OR", conditions)
    }

    /// `XOR(a, b, …)`
    public static func xor(_ conditions: Formula...) -> Formula { call("XOR", conditions) }

    /// `NOT(condition)`
    public static func not(_ condition: Formula) -> Formula { call("NOT", [condition]) }

    /// `AND` of `{field}=value` for each pair, in field-name order (pyairtable's `match`).
    public static func match(_ values: [String: CellValue]) -> Formula {
        and(values.sorted { $0.key < $1.key }.map { field($0.key) == value($0.value) })
    }

    /// `OR(RECORD_ID()='rec…', …)`: the records with these ids.
    public static func recordID(in ids: [String]) -> Formula {
        or(ids.map { recordID() == .text($0) })
    }
}
