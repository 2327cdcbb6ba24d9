/// A failure worded for a person, as data a view renders: what went wrong, an optional detail line,
/// the kind of failure, and what the screen does once the alert is dismissed.
///
/// Each app words its own alerts (an extension turns its error type into one); a front end only
/// renders them: a command line prints them (or its `--json` error line) and exits with the code
/// of their ``kind``, an interactive screen follows their ``dismissal``.
public struct Alert: Sendable, Hashable {
    /// What the screen does when the alert is dismissed.
    public enum Dismissal: Sendable, Hashable {
        /// Stays where it is (the input can be corrected, the request tried again).
        case stay
        /// Closes: what it shows could not be loaded, or no longer exists.
        case close
        /// Goes to the login screen: the request needs a login that is missing or was refused.
        case showLogin
    }

    /// The sentence to show, such as "There was an error getting the acronyms".
    public var message: String
    /// The server's reason or what failed, for a details line; `nil` when there is nothing to add.
    public var detail: String?
    /// Why the alert is shown: ``FailureKind/input`` for input that is incomplete or invalid
    /// (nothing was sent), else the failure of the request.
    public let kind: FailureKind
    public var dismissal: Dismissal
    /// Whether the server answered, with a failure (a 5xx): advice on starting it or reaching it
    /// does not apply. `false` when no answer came, or when it is not known.
    public var serverAnswered = false
    /// Whether another program answered at the server's address: a refusal without the API's own
    /// error body (a proxy's page, another app's server). The setting that names the server is what
    /// to check; a web page showing it answers 502, as a gateway given an answer it cannot use.
    public var answeredByAnotherProgram = false

    public init(message: String, detail: String? = nil, kind: FailureKind, dismissal: Dismissal = .stay) {
        self.message = message
        self.detail = detail
        self.kind = kind
        self.dismissal = dismissal
    }

    /// This alert about what a screen shows, closing the screen once dismissed when that is `gone`
    /// (deleted elsewhere, so trying again cannot help), unless it already leads to the login.
    public func closingScreen(ifGone gone: Bool) -> Alert {
        guard gone, dismissal != .showLogin else { return self }
        var closing = self
        closing.dismissal = .close
        return closing
    }

    /// An alert about the user's input; nothing was sent.
    public static func input(_ message: String) -> Alert {
        Alert(message: message, kind: .input)
    }
}

extension Alert.Dismissal {
    /// What a screen does after showing `alerts`: goes to the login when one of them asks for it,
    /// else closes when one of them says so, else stays.
    public init(of alerts: [Alert]) {
        let dismissals = alerts.map(\.dismissal)
        if dismissals.contains(.showLogin) {
            self = .showLogin
        } else if dismissals.contains(.close) {
            self = .close
        } else {
            self = .stay
        }
    }
}
