import Basics
import TILClient

/// Checks the login form and logs in.
///
/// Empty fields get "Please enter your username" / "Please enter your password"; a refused login gets
/// "Could not log in. Check your credentials and try again", with the server's reason as detail.
@MainActor
public final class LoginPresenter {
    public weak var view: (any LoginView)?
    private let interactor: SessionInteractor
    /// Whether a login request is in flight (the view may disable its button).
    public private(set) var isLoggingIn = false

    public init(interactor: SessionInteractor) {
        self.interactor = interactor
    }

    public func login(username: String, password: String) async {
        guard !username.isBlank else {
            view?.show(.input(Messages.enterUsername))
            return
        }
        guard !password.isEmpty else {
            view?.show(.input(Messages.enterPassword))
            return
        }
        isLoggingIn = true
        defer { isLoggingIn = false }
        let username = username.trimmed
        do throws(TILError) {
            try await interactor.login(username: username, password: password)
            view?.loginSucceeded(username: username)
        } catch {
            // Another program's refusal at that address says nothing of the credentials.
            if error.failureKind == .authentication && !error.isForeignRefusal {
                view?.credentialsRefused(Alert(error))
            } else {
                view?.show(Alert(error))
            }
        }
    }
}
