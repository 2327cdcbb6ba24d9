/// `ARRAYJOIN ARRAYCOMPACT ARRAYUNIQUE ARRAYFLATTEN ARRAYSLICE`, over multiple selects, links,
/// lookups.
enum ArrayFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("ARRAYJOIN", arity: 1...2) { arguments in
            let separator = arguments[1].map(Coercion.text) ?? ", "
            return TextLimit.checked(
                Coercion.flattened([arguments.values[0]]).map(Coercion.text).joined(separator: separator))
        },
        FunctionDefinition("ARRAYCOMPACT", arity: 1...1) { arguments in
            .array(Coercion.flattened([arguments.values[0]]).filter { !$0.isEmptyValue })
        },
        FunctionDefinition("ARRAYFLATTEN", arity: 1...1) { arguments in
            .array(Coercion.flattened([arguments.values[0]]))
        },
        FunctionDefinition("ARRAYUNIQUE", arity: 1...1) { arguments in
            var seen = Set<FormulaValue>()
            return .array(Coercion.flattened([arguments.values[0]]).filter { seen.insert($0).inserted })
        },
        // Items `start` to `end`, both included, counted from 1 (0 counts as 1), or from the end when
        // negative (-1 is the last); without `end`, to the last item.
        FunctionDefinition("ARRAYSLICE", arity: 2...3) { arguments in
            let items = arguments.values[0] == .blank ? [] : Coercion.flattened([arguments.values[0]])
            let start = NumericFunctions.number(arguments, 1)
            let end = arguments[2] == nil ? -1 : NumericFunctions.number(arguments, 2)
            guard start.isFinite, end.isFinite else {
                return .error("#ERROR!: ARRAYSLICE needs whole numbers")
            }
            let first = max(0, index(of: start, in: items.count))
            let last = min(items.count - 1, index(of: end, in: items.count))
            return .array(first <= last ? Array(items[first...last]) : [])
        },
    ]

    /// The 0-based index of the 1-based (or from-the-end, when negative) `position`, held to the
    /// items, or to just outside them (-1 or `count`) when it is past either end.
    private static func index(of position: Double, in count: Int) -> Int {
        let whole = position.rounded(.towardZero)
        let index = whole > 0 ? whole - 1 : whole < 0 ? Double(count) + whole : 0
        return Int(max(-1, min(Double(count), index)))
    }
}
