import Basics
import Testing

/// An alert about something gone closes its screen, unless it leads to the login already.
struct AlertDismissalTests {
    @Test func onlyWhatIsGoneClosesTheScreen() {
        let alert = Alert(message: "There is no such order", detail: "404", kind: .notFound)
        #expect(
            alert.closingScreen(ifGone: true)
                == Alert(message: alert.message, detail: "404", kind: .notFound, dismissal: .close))
        #expect(alert.closingScreen(ifGone: false) == alert)
        let login = Alert(message: "Log in", kind: .authentication, dismissal: .showLogin)
        #expect(login.closingScreen(ifGone: true) == login)
    }
}
