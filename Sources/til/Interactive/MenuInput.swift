import TILBrowser
import Terminal

/// A menu choice typed in interactive mode: a word (or number) and the rest of the line.
struct MenuCommand {
    /// The first word, lower-cased: `"n"`, `"d"`, `"3"`.
    let verb: String
    /// What follows the first word, as typed: the search term of `s Oh My God`.
    let argument: String

    init(_ line: String) {
        let trimmed = line.drop(while: \.isWhitespace)
        let verbEnd = trimmed.firstIndex(where: \.isWhitespace) ?? trimmed.endIndex
        verb = trimmed[..<verbEnd].lowercased()
        argument = String(trimmed[verbEnd...].drop(while: \.isWhitespace))
    }

    /// The verb as a 1-based list position turned into an index, when it is a number.
    var index: Int? { Int(verb).map { $0 - 1 } }

    /// The argument as a 1-based list position turned into an index, when it is a number.
    var argumentIndex: Int? { Int(argument).map { $0 - 1 } }
}

/// How an interactive flow ended.
enum FlowEnd {
    /// Back to where it was started.
    case done
    /// A login is needed: go to the login screen.
    case login
    /// The input ended or the user asked to quit.
    case quit
}

/// What to do after a presenter showed alerts.
enum AlertFollowUp {
    case stay
    case close
    case login

    init(_ alerts: [ErrorAlert]) {
        if alerts.contains(where: { $0.dismissal == .showLogin }) {
            self = .login
        } else if alerts.contains(where: { $0.dismissal == .close }) {
            self = .close
        } else {
            self = .stay
        }
    }
}
