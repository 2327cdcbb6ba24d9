/// An error whose description showed a secret, kept as that description with the secret masked.
///
/// ``CourierError/middleware(message:underlying:request:)`` carries what a middleware or token
/// provider threw. An error of the app's own type stays as it is (so code can still match on it),
/// unless printing it would show a secret; then only its masked description is kept.
public struct MaskedError: Error, Sendable, CustomStringConvertible {
    /// The underlying error's description, secrets masked.
    public let description: String

    /// `error` itself when its description shows no secret under `keys`, else its masked
    /// description.
    static func masking(_ error: any Error & Sendable, keys: SecretKeys) -> any Error & Sendable {
        if let courier = error as? CourierError { return courier.redacted }
        let text = String(describing: error)
        let masked = SecretMasking.masked(text, keys: keys)
        return masked == text ? error : MaskedError(description: masked)
    }
}
