/// `ARRAYJOIN ARRAYCOMPACT ARRAYUNIQUE ARRAYFLATTEN`, over multiple selects, links, lookups.
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
            var unique: [FormulaValue] = []
            for item in Coercion.flattened([arguments.values[0]]) where !unique.contains(item) {
                unique.append(item)
            }
            return .array(unique)
        },
    ]
}
