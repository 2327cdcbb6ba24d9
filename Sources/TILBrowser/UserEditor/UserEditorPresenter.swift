import Basics
import TILClient
import TILModels

/// Checks the Create User form and saves the user.
///
/// Empty fields get "You must specify a name", "… a username", and with logins "… a password"; with
/// logins, a username with a colon is refused too (it could never log in); a failed save gets "There was a problem saving the user" with the server's reason (for example a
/// username already taken).
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

    public func save(name: String, username: String, password: String?) async {
        if let problem = problem(name: name, username: username, password: password) {
            view?.show(problem)
            return
        }
        isSaving = true
        defer { isSaving = false }
        do throws(TILError) {
            let user = try await interactor.create(
                name: name.trimmed, username: username.trimmed, password: password)
            view?.userCreated(user)
        } catch {
            view?.show(Alert(error))
        }
    }

    private func problem(name: String, username: String, password: String?) -> Alert? {
        if name.isBlank { return .input(Messages.nameRequired) }
        if username.isBlank { return .input(Messages.usernameRequired) }
        if requiresPassword, username.contains(":") { return .input(Messages.usernameWithColon) }
        if requiresPassword, password?.isEmpty ?? true { return .input(Messages.passwordRequired) }
        return nil
    }
}
