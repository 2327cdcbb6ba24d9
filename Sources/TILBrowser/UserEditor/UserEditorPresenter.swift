import Basics
import TILClient
import TILModels

/// Checks the Create User form and saves the user.
///
/// Empty fields get "You must specify a name", "… a username", and with logins "… a password"; with
/// logins, a username with a colon is refused too (it could never log in), and a password longer
/// than the server takes. A failed save gets "There was a problem saving the user" with the server's
/// reason, or, for a username another user has, ``Messages/usernameTaken(_:)``.
@MainActor
public final class UserEditorPresenter {
    public weak var view: (any UserEditorView)?
    private let interactor: UserEditorInteractor
    public private(set) var isSaving = false

    public init(interactor: UserEditorInteractor) {
        self.interactor = interactor
    }

    /// Whether the form has a Password field.
    public var requiresPassword: Bool { interactor.requiresPassword }

    /// What is wrong with `username` for a new user, or `nil`: for a form that checks it as it is
    /// typed, before the password is asked for.
    public func problem(username: String) -> String? { interactor.problem(username: username) }

    /// Checks the input and saves. Every problem with the input is an alert of its own, so that a
    /// form can mark each field.
    public func save(name: String, username: String, password: String?) async {
        let problems = problems(name: name, username: username, password: password)
        guard problems.isEmpty else {
            for problem in problems { view?.show(problem) }
            return
        }
        isSaving = true
        defer { isSaving = false }
        do throws(TILError) {
            let user = try await interactor.create(
                name: name.trimmed, username: username.trimmed, password: password)
            view?.userCreated(user)
        } catch  where error.status == 409 {
            // Another user has the username: the only unique value a new user is sent with.
            view?.show(
                Alert(
                    message: error.message, detail: Messages.usernameTaken(username.trimmed), kind: .rejected)
            )
        } catch {
            view?.show(Alert(error))
        }
    }

    private func problems(name: String, username: String, password: String?) -> [Alert] {
        [
            interactor.problem(name: name), interactor.problem(username: username),
            interactor.problem(password: password),
        ]
        .compactMap { $0.map(Alert.input) }
    }
}
