import HTTPServer

/// What the controllers share: the stores, the password policy and the API level.
struct TILContext: Sendable {
    let acronyms: AcronymStore
    let users: UserStore
    let categories: CategoryStore
    let tokens: TokenStore
    let passwords: PasswordPolicy
    /// `true`: chapter 19 (tokens); `false`: chapter 11 (no auth, `userID` in acronym bodies).
    let authEnabled: Bool
    /// Failed-login budgets (`LoginRateLimit`).
    let loginThrottle: LoginThrottle

    /// The middleware in front of routes that change data: a token check when auth is on.
    var writeGuard: [any Middleware] { authEnabled ? [RequireToken(tokens: tokens)] : [] }
}
