import Basics
import TILClient
import TILModels

/// Creates users.
public struct UserEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Whether a new user needs a password (only when the server has logins).
    public var requiresPassword: Bool { session.authMode == .token }

    /// What is wrong with `name` as a new user's name, or `nil`.
    public func problem(name: String) -> String? { name.isBlank ? Messages.nameRequired : nil }

    /// What is wrong with `username` for a new user, or `nil`: with logins, a `:` would end it
    /// early in a Basic login, so it could never log in.
    public func problem(username: String) -> String? {
        if username.isBlank { return Messages.usernameRequired }
        return requiresPassword && username.contains(":") ? Messages.usernameWithColon : nil
    }

    /// What is wrong with `password` for a new user, or `nil`: with logins it is required, and at
    /// most ``TILModels/CreateUserData/maximumPasswordBytes`` long (the server refuses longer).
    public func problem(password: String?) -> String? {
        guard requiresPassword else { return nil }
        guard let password, !password.isEmpty else { return Messages.passwordRequired }
        return password.utf8.count > CreateUserData.maximumPasswordBytes ? Messages.passwordTooLong : nil
    }

    public func create(name: String, username: String, password: String?) async throws(TILError) -> User {
        try await session.send(
            TILAPI.Users.create(
                CreateUserData(name: name, username: username, password: requiresPassword ? password : nil)))
    }
}
