import Basics

extension Alert {
    /// An alert for a failed load or save, in the planner's words.
    public init(_ error: PlannerError, dismissal: Dismissal = .stay) {
        self.init(message: error.message, detail: error.detail, kind: error.failureKind, dismissal: dismissal)
    }
}
