import Basics
import HTTPServer
import Web

/// The whole site as one responder: the home page, the assets, and the four apps' pages behind the
/// ``PageGate``.
struct Site: Sendable {
    /// The largest request body the site takes: a form, or a CSV to import of about a megabyte.
    static let maxBodyBytes = 1 << 20
    /// The same in whole megabytes, as pages state it.
    static let maxBodyMegabytes = maxBodyBytes >> 20

    let gate: PageGate
    let til: TILApp
    let repos: ReposApp
    let planner: PlannerApp
    let mealLog: MealLogApp
    /// The names the site answers to (``AllowedHosts``).
    var hosts = AllowedHosts()

    /// The site as the server runs it: the router, with requests for other names and bodies too
    /// large refused early.
    var responder: SiteResponder { SiteResponder(router: router, gate: gate, hosts: hosts) }

    var router: AsyncRouter {
        var router = AsyncRouter(
            notFound: { [gate] request in
                let language = gate.language(of: request)
                return SecurityHeaders.applied(
                    to: PageResponse.page(SitePages.notFound(language: language), status: .notFound).response)
            },
            methodNotAllowed: { [gate] request in
                let page = SitePages.methodNotAllowed(request.method, language: gate.language(of: request))
                return SecurityHeaders.applied(
                    to: PageResponse.page(page, status: .methodNotAllowed).response)
            })
        for asset in [Stylesheet.asset, Script.asset, Icon.asset] {
            router.get("assets/\(asset.name)") { request in asset.response(to: request) }
        }
        router.get("", use: gate.page { page in .page(SitePages.home(language: page.language)) })
        til.register(on: &router, gate: gate)
        repos.register(on: &router, gate: gate)
        planner.register(on: &router, gate: gate)
        mealLog.register(on: &router, gate: gate)
        return router
    }
}
