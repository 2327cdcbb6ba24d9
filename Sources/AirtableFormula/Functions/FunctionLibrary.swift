/// The supported subset of Airtable's functions, looked up case-insensitively by name.
enum FunctionLibrary {
    private static let byName: [String: FunctionDefinition] = {
        let all =
            LogicFunctions.all + TextFunctions.all + RegexFunctions.all + NumericFunctions.all
            + AggregateFunctions.all + ArrayFunctions.all + DateFunctions.all + DateComponentFunctions.all
            + WorkdayFunctions.all + RecordFunctions.all
        return Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }()

    /// The definition of `name`, or `nil` when the function is unknown or outside the subset.
    static func definition(named name: String) -> FunctionDefinition? {
        byName[name.uppercased()]
    }

    /// Every supported name, sorted (for documentation and tests).
    static var names: [String] { byName.keys.sorted() }
}
