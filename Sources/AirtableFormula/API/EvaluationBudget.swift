/// How much evaluating one request's formulas may do: shared by every evaluation of the request
/// (its filter, its formula fields, its sort keys), it asks `shouldStop` every `checkInterval`
/// steps (each expression evaluated is a step) whether to go on. Once it says stop, every
/// evaluation ends at once with an error value, and the caller, seeing ``isSpent``, answers the
/// request with an error instead of a result.
///
/// The engine does not know why to stop: a server decides (a time limit on its injected clock, a
/// client that went away), and asks between records too (``checkNow()``).
///
/// Used by one request, on one thread at a time, and never shared between requests.
public final class EvaluationBudget: @unchecked Sendable {
    private let shouldStop: () -> Bool
    private let checkInterval: Int
    private var stepsUntilCheck: Int
    /// Whether evaluation was told to stop; stays set.
    public private(set) var isSpent = false

    /// - Parameters:
    ///   - checkInterval: steps between two calls of `shouldStop` (a clock reading is cheap, but
    ///     not as cheap as a step).
    ///   - shouldStop: whether to stop now.
    public init(checkInterval: Int = 1024, shouldStop: @escaping () -> Bool) {
        self.checkInterval = max(1, checkInterval)
        stepsUntilCheck = self.checkInterval
        self.shouldStop = shouldStop
    }

    /// Counts one step (the evaluator counts each expression; a caller may count its own work);
    /// `false` once the budget is spent.
    @inline(__always)
    public func step() -> Bool {
        stepsUntilCheck -= 1
        if stepsUntilCheck > 0 { return !isSpent }
        return checkNow()
    }

    /// Asks `shouldStop` now (between records, say); `false` once the budget is spent.
    @discardableResult
    public func checkNow() -> Bool {
        stepsUntilCheck = checkInterval
        if !isSpent && shouldStop() { isSpent = true }
        return !isSpent
    }

    /// The value an evaluation cut short answers; it filters out like any error.
    static let stopped = FormulaValue.error("#ERROR!: evaluation stopped")
}
