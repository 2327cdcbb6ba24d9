import Basics
import HTTPServer

/// The rule for state-changing requests: a POST must carry its session's CSRF token in the form
/// field ``fieldName`` (or the ``headerName`` header, for scripts), compared in constant time.
///
/// A session's token is derived from its id with the site's secret key (HMAC-SHA256), so every
/// instance that shares the key knows it without the session being stored: a page view that keeps
/// nothing for its browser writes nothing.
public struct CSRFCheck: Sendable {
    public static let fieldName = "csrf"
    public static let headerName = "x-csrf-token"

    private let key: [UInt8]

    /// A check with the site's secret key (``SessionStore/siteKey()``).
    public init(key: [UInt8]) { self.key = key }

    /// The token `session`'s forms carry: 32 bytes as hex.
    public func token(for session: Session) -> String {
        HMACSHA256.authenticationCode(of: Self.message(session), key: key).hex
    }

    /// Whether `request` carries `session`'s token (compared in constant time).
    public func passes(_ request: Request, form: QueryParameters, session: Session) -> Bool {
        guard let given = form[Self.fieldName] ?? request.headers[Self.headerName],
            let code = [UInt8](hex: given)
        else { return false }
        return HMACSHA256.isAuthenticationCode(code, of: Self.message(session), key: key)
    }

    private static func message(_ session: Session) -> [UInt8] { Array("csrf \(session.id)".utf8) }
}

extension CSRFCheck: SecretHolding {
    public var description: String { "CSRFCheck(key: \(secretMask))" }
}
