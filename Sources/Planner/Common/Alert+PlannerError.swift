import Basics

extension Alert {
    /// An alert for a failed load or save, in the planner's words.
    public init(_ error: PlannerError, dismissal: Dismissal = .stay) {
        self.init(message: error.message, detail: error.detail, kind: error.failureKind, dismissal: dismissal)
        serverAnswered = error.serverAnswered
        answeredByAnotherProgram = error.answeredByAnotherProgram
    }

    /// An alert about the order a screen shows (its detail, the order being edited): the screen
    /// closes once it is dismissed when the order no longer exists, else stays.
    public static func aboutShownOrder(_ error: PlannerError) -> Alert {
        Alert(error).closingScreen(ifGone: error.orderIsMissing)
    }
}
