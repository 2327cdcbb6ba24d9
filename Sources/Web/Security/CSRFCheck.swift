import HTTPServer

/// The rule for state-changing requests: a POST must carry its session's CSRF token in the form
/// field ``fieldName`` (or the ``headerName`` header, for scripts), compared in constant time.
public enum CSRFCheck {
    public static let fieldName = "csrf"
    public static let headerName = "x-csrf-token"

    /// Whether `request` carries `session`'s token.
    public static func passes(_ request: Request, form: QueryParameters, session: Session) -> Bool {
        guard let given = form[fieldName] ?? request.headers[headerName] else { return false }
        return constantTimeEquals(Array(given.utf8), Array(session.csrfToken.utf8))
    }

    private static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }
}
