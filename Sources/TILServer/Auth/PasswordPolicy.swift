import HTTPServer

/// Hashes and checks passwords at the configured bcrypt cost, taking the same time whether or not a
/// username exists (an unknown user is checked against a throw-away hash), so login timing does not
/// reveal which usernames exist. A hash made at a lower cost than the configured one (before the
/// cost was raised) is checked with the throw-away hash's work added, so that it takes no less
/// time, and a login that matches it gets the password hashed again at the configured cost.
struct PasswordPolicy: Sendable {
    let cost: Int
    private let decoyHash: String

    init(cost: Int) throws {
        self.cost = cost
        decoyHash = try BCrypt.hash(TokenGenerator.make(), cost: cost)
    }

    func hash(_ password: String) throws(HTTPError) -> String {
        do {
            return try BCrypt.hash(password, cost: cost)
        } catch .containsNUL {
            throw HTTPError(.badRequest, reason: "A password must not contain a NUL character.")
        } catch .tooLong {
            throw HTTPError(
                .badRequest,
                reason: "A password must be at most \(BCrypt.maximumPasswordBytes) bytes long (UTF-8).")
        } catch {
            throw HTTPError(.internalServerError, reason: "Something went wrong.")
        }
    }

    /// Whether `password` matches `hash`; with no hash (unknown user, or a user without a password)
    /// the work is still done and the answer is `false`.
    func verify(_ password: String, hash: String?) -> Bool {
        guard let hash else {
            _ = BCrypt.verify(password, against: decoyHash)
            return false
        }
        if isOutdated(hash) { _ = BCrypt.verify(password, against: decoyHash) }
        return BCrypt.verify(password, against: hash)
    }

    /// Whether `hash` was made at a lower cost than the configured one, and is to be made again.
    func isOutdated(_ hash: String) -> Bool { BCrypt.cost(of: hash).map { $0 < cost } ?? false }
}
