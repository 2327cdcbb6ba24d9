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
    /// The counts, behind a pointer rather than in stored properties: a class's stored property is
    /// checked for exclusive access each time it is touched, which costs more than a step, and a
    /// budget is only ever used on one thread at a time.
    private let counts: UnsafeMutablePointer<Counts>

    private struct Counts {
        var stepsUntilCheck: Int
        var isSpent = false
    }

    /// Whether evaluation was told to stop; stays set.
    public var isSpent: Bool { counts.pointee.isSpent }

    /// - Parameters:
    ///   - checkInterval: steps between two calls of `shouldStop` (a clock reading is cheap, but
    ///     not as cheap as a step).
    ///   - shouldStop: whether to stop now.
    public init(checkInterval: Int = 1024, shouldStop: @escaping () -> Bool) {
        self.checkInterval = max(1, checkInterval)
        self.shouldStop = shouldStop
        counts = .allocate(capacity: 1)
        counts.initialize(to: Counts(stepsUntilCheck: self.checkInterval))
    }

    deinit {
        counts.deinitialize(count: 1)
        counts.deallocate()
    }

    /// Counts `steps` steps, one by default (the evaluator counts each expression, and a call on
    /// long texts as many as ``charactersPerStep`` says; a caller may count its own work); `false`
    /// once the budget is spent.
    @inline(__always)
    public func step(_ steps: Int = 1) -> Bool {
        counts.pointee.stepsUntilCheck -= steps
        if counts.pointee.stepsUntilCheck > 0 { return !counts.pointee.isSpent }
        return checkNow()
    }

    /// How many characters of a call's texts (its arguments and its result) count as one more step:
    /// a function's work grows with its texts, so a few calls on texts near the length limit reach
    /// a check about as soon as a thousand small expressions do.
    public static let charactersPerStep = 1024

    /// Asks `shouldStop` now (between records, say); `false` once the budget is spent.
    @discardableResult
    public func checkNow() -> Bool {
        counts.pointee.stepsUntilCheck = checkInterval
        if !counts.pointee.isSpent && shouldStop() { counts.pointee.isSpent = true }
        return !counts.pointee.isSpent
    }

    /// The value an evaluation cut short answers; it filters out like any error.
    static let stopped = FormulaValue.error("#ERROR!: evaluation stopped")
}
