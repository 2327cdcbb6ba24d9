import Basics

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
