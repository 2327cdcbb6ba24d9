import Terminal

extension MenuChoice {
    /// The verb as a 1-based list position turned into an index, when it is a number.
    var index: Int? { number.map { $0 - 1 } }

    /// The argument as a 1-based list position turned into an index, when it is a number.
    var argumentIndex: Int? { argumentNumber.map { $0 - 1 } }
}
