/// Groups a flat `operand operator operand …` run into chains by precedence, without recursion
/// per operator: loosest first, comparisons, then `&`, then `+ -`, then `* /` (Excel's order;
/// Airtable does not document one). Within a level, operators apply left to right.
enum OperatorPrecedence {
    /// 0 binds loosest.
    static func level(of operation: BinaryOperator) -> Int {
        switch operation {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 0
        case .concatenate: return 1
        case .add, .subtract: return 2
        case .multiply, .divide: return 3
        }
    }

    /// `operands.count == operators.count + 1`; operator `i` sits between operands `i` and `i + 1`.
    static func group(_ operands: [Expression], _ operators: [BinaryOperator]) -> Expression {
        group(operands[...], operators[...], level: 0)
    }

    /// Splits the run at the operators of `level` and groups each piece at the next level; the
    /// recursion is over the four levels only.
    private static func group(
        _ operands: ArraySlice<Expression>, _ operators: ArraySlice<BinaryOperator>, level: Int
    ) -> Expression {
        guard !operators.isEmpty, level < 4 else { return operands[operands.startIndex] }
        var pieces: [Expression] = []
        var links: [BinaryOperator] = []
        var start = operands.startIndex
        for index in operators.indices where Self.level(of: operators[index]) == level {
            pieces.append(group(operands[start...index], operators[start..<index], level: level + 1))
            links.append(operators[index])
            start = index + 1
        }
        pieces.append(group(operands[start...], operators[start...], level: level + 1))
        guard !links.isEmpty else { return pieces[0] }
        let rest = zip(links, pieces.dropFirst()).map { ChainLink(operation: $0, operand: $1) }
        return .chain(first: pieces[0], rest: rest)
    }
}
