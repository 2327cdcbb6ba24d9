/// A parse-time shortcut for what pyairtable's ORM sends to fetch records by id:
/// `OR(RECORD_ID()='recA', RECORD_ID()='recB', …)`, often hundreds of ids long.
///
/// Such an `OR` is true exactly when the record's id is one of the strings, so it becomes one set
/// lookup instead of a comparison per id. Anything else in the argument list (another test, a
/// non-text literal) leaves the `OR` as it is.
enum RecordIDLookup {
    /// Below this many ids the plain `OR` is as fast.
    static let minimumCount = 8

    /// The `.recordIDIn` node equivalent to `OR(arguments)`, or `nil` when it does not apply.
    static func rewrite(or arguments: [Expression]) -> Expression? {
        guard arguments.count >= minimumCount else { return nil }
        var ids = Set<String>()
        for argument in arguments {
            guard let id = comparedID(argument) else { return nil }
            ids.insert(id)
        }
        return .recordIDIn(ids)
    }

    /// The string in `RECORD_ID()='…'` or `'…'=RECORD_ID()`.
    private static func comparedID(_ expression: Expression) -> String? {
        guard case .chain(let first, let rest) = expression, rest.count == 1, rest[0].operation == .equal
        else {
            return nil
        }
        switch (first, rest[0].operand) {
        case (.call(let function, let arguments), .literal(.text(let id))),
            (.literal(.text(let id)), .call(let function, let arguments)):
            return function.name == "RECORD_ID" && arguments.isEmpty ? id : nil
        default:
            return nil
        }
    }
}
