import Basics
import Terminal

extension MenuChoice {
    /// The verb as a 1-based list position turned into an index, when it is a number.
    var index: Int? { number.map { $0 - 1 } }

    /// The argument as a 1-based list position turned into an index, when it is a number.
    var argumentIndex: Int? { argumentNumber.map { $0 - 1 } }
}

/// How an interactive flow ended.
enum FlowEnd {
    /// Back to where it was started.
    case done
    /// The server refused the saved login during a write (it is forgotten): go to the login screen.
    case login
    /// The input ended or the user asked to quit.
    case quit
}

/// What to do after a presenter showed alerts.
enum AlertFollowUp {
    case stay
    case close
    case login

    init(_ alerts: [Alert]) {
        if alerts.contains(where: { $0.dismissal == .showLogin }) {
            self = .login
        } else if alerts.contains(where: { $0.dismissal == .close }) {
            self = .close
        } else {
            self = .stay
        }
    }
}
