import Basics
import HTTPServer
import SQL

/// The TIL API as a responder: routes, authentication and error handling over a database.
///
/// <!-- example context: import Basics
/// import SQL
/// func example(database: any Database, logger: Logger, configuration: ServerConfiguration)
///     async throws { EXAMPLE } -->
/// ```swift
/// import HTTPServer
///
/// let app = try TILApplication(database: database, authEnabled: true, bcryptCost: 12, logger: logger)
/// let server = Server(configuration: configuration, responder: app.responder)
/// ```
public struct TILApplication: Sendable {
    /// Everything the server answers: the router behind error handling.
    public let responder: any Responder

    /// - Parameters:
    ///   - authEnabled: chapter 19 API (tokens) when `true`; chapter 11 (no auth) when `false`.
    ///   - bcryptCost: cost of new password hashes.
    ///   - loginRateLimit: failed logins allowed per client address and per username.
    public init(
        database: any Database, authEnabled: Bool, bcryptCost: Int, logger: Logger,
        loginRateLimit: LoginRateLimit = LoginRateLimit()
    ) throws {
        let context = TILContext(
            acronyms: AcronymStore(database: database), users: UserStore(database: database),
            categories: CategoryStore(database: database), tokens: TokenStore(database: database),
            passwords: try PasswordPolicy(cost: bcryptCost), authEnabled: authEnabled,
            loginThrottle: LoginThrottle(loginRateLimit))
        var router = Router()
        router.get("") { _ in .text("It works!") }
        router.get("hello") { _ in .text("Hello, world!") }
        let openAPI = Response.openAPI(authEnabled: authEnabled)
        router.get("openapi.json") { _ in openAPI }
        AcronymsController(context: context).register(on: &router)
        UsersController(context: context).register(on: &router)
        CategoriesController(context: context).register(on: &router)
        let errors: [any Middleware] = [
            ErrorMiddleware(logger: logger), StoreErrorMiddleware(outage: DatabaseOutage(logger: logger)),
        ]
        responder = TILScreening(
            inner: MiddlewareChain(errors, in: router), router: router, errors: errors,
            tokens: context.tokens, loginThrottle: context.loginThrottle,
            authEnabled: authEnabled)
    }
}
