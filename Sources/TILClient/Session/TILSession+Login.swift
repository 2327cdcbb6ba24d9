import Courier
import Foundation
import TILModels

extension TILSession {
    /// The id of the user logged in here, `nil` with no login (or none that reads, or a server
    /// without logins): whom the server will record as the user of what is saved.
    public var loggedInUserID: UUID? {
        guard authMode == .token else { return nil }
        return (try? credentials.credentials(for: configuration.serverKey))??.userID
    }

    /// The login state for this server, read from the credential store.
    public func authenticationState() -> AuthenticationState {
        guard authMode == .token else { return .notRequired }
        do throws(CredentialStoreError) {
            guard let stored = try credentials.credentials(for: configuration.serverKey) else {
                return .loggedOut
            }
            return .loggedIn(username: stored.username)
        } catch {
            return .unusable(error.description)
        }
    }

    /// Logs in with `POST /api/users/login` (Basic authentication) and stores the token for this server.
    ///
    /// Fails with kind ``Basics/FailureKind/authentication`` and the message "Could not log in. Check your
    /// credentials and try again" when the server refuses the credentials, and with kind
    /// ``Basics/FailureKind/unavailable`` when its token is not one an `Authorization` header can carry
    /// (visible ASCII only). A failed login keeps any login stored before.
    @discardableResult
    public func login(username: String, password: String) async throws(TILError) -> StoredCredentials {
        guard authMode == .token else { throw TILError.loginsOff }
        let reply: Reply<Token>
        do {
            reply = try await client.reply(to: TILAPI.Users.login(username: username, password: password))
        } catch {
            throw TILError(error, operation: .login)
        }
        let token = reply.value
        // A token is sent back as `Authorization: Bearer …`: one that a header cannot carry (a line
        // break, say) would only fail every later write.
        guard !token.value.isEmpty,
            token.value.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else {
            throw TILError(
                kind: .unavailable, message: "Could not log in: the server's answer cannot be used",
                reason: "the server's token is not one an Authorization header can carry",
                status: reply.status,
                operation: .login)
        }
        let stored = StoredCredentials(token: token.value, username: username, userID: token.user.id)
        do throws(CredentialStoreError) {
            try credentials.save(stored, for: configuration.serverKey)
        } catch {
            throw TILError(
                kind: .input, message: "Could not save the login", reason: error.description,
                operation: .login,
                underlying: error)
        }
        return stored
    }

    /// Logs out of this server: asks it to revoke the saved token (`POST /api/users/logout`), or
    /// with `everywhere` every token of its user, the logins on other devices too
    /// (`POST /api/users/logout/all`); then forgets the token here whatever the answer, so that a
    /// logout always ends the login on this machine. The outcome says whether the token (or, with
    /// `everywhere`, the user's other logins) is also dead on the server.
    ///
    /// Fails only when the saved login cannot be removed (the credentials file cannot be written).
    @discardableResult
    public func logout(everywhere: Bool = false) async throws(TILError) -> LogoutOutcome {
        let saved = try? credentials.credentials(for: configuration.serverKey)
        let outcome: LogoutOutcome =
            if authMode == .token, let saved { await revoke(saved.token, everywhere: everywhere) } else {
                .nothingSaved
            }
        do throws(CredentialStoreError) {
            try credentials.removeCredentials(for: configuration.serverKey)
        } catch {
            throw TILError(
                kind: .input, message: "Could not remove the saved login", reason: error.description,
                operation: .logout, underlying: error)
        }
        return outcome
    }

    /// Asks the server to revoke `token` (or every token of its user). A `401` means it no longer
    /// knows the token: revoked too, and the user's other tokens as they were. A server that cannot
    /// end every login is asked to end this one.
    private func revoke(_ token: String, everywhere: Bool) async -> LogoutOutcome {
        do {
            try await client.send(
                everywhere ? TILAPI.Users.logoutEverywhere(token: token) : TILAPI.Users.logout(token: token))
            return .revoked
        } catch {
            let failure = TILError(error, operation: everywhere ? .logoutEverywhere : .logout)
            switch failure.status {
            case 401 where everywhere:
                return .stillValid(reason: "the saved login had already ended there", kind: .authentication)
            case 401: return .revoked
            case 404 where everywhere, 405 where everywhere:
                // This login at least ends where the server can end one. The others stay, as when
                // the server fails: the server is what stood in the way.
                _ = await revoke(token, everywhere: false)
                return .stillValid(reason: "this server cannot log out everywhere", kind: .unavailable)
            case 404, 405: return .stillValid(reason: "this server has no logout route")
            // What the transport said is for `--verbose` and the log; the reason is for a person.
            case nil where failure.failureKind == .unavailable:
                return .stillValid(reason: "the TIL server could not be reached")
            default: return .stillValid(reason: failure.reason ?? failure.message, kind: failure.failureKind)
            }
        }
    }

    /// The stored credentials a write needs, or the "you must log in" error.
    func credentialsForWrite(_ operation: TILOperation?) throws(TILError) -> StoredCredentials {
        let stored: StoredCredentials?
        do throws(CredentialStoreError) {
            stored = try credentials.credentials(for: configuration.serverKey)
        } catch {
            throw TILError.notLoggedIn(reason: error.description, operation: operation, underlying: error)
        }
        guard let stored else {
            throw TILError.notLoggedIn(
                reason: "no saved login for \(configuration.serverKey)", operation: operation)
        }
        return stored
    }

    /// Removes the stored login after the server rejected `token`, unless another login replaced it.
    func forget(token: String) {
        let server = configuration.serverKey
        guard let stored = try? credentials.credentials(for: server), stored.token == token else { return }
        try? credentials.removeCredentials(for: server)
    }
}
