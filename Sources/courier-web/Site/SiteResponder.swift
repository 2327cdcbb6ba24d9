import HTTPServer
import Web

/// The site as the server sees it: the router's pages, a request for a name the site does not
/// answer to refused (421), a form another site's page sent (403) and a body larger than the site
/// takes refused as soon as their headers arrive, with a page in the visitor's language (the server's own
/// refusal, for a body that only turns out too large while it is read, knows no language).
struct SiteResponder: AsyncResponder, RequestScreening {
    let router: AsyncRouter
    let gate: PageGate
    /// The names the site answers to; a request for another is 421 before anything else.
    let hosts: AllowedHosts

    /// Every request is awaited (``answer(_:)``); this is never called.
    func respond(to request: Request) throws -> Response { try router.respond(to: request) }
    func answer(_ request: Request) async -> Response { await router.answer(request) }

    func screen(head: Request) -> Response? {
        let host = head.headers["host"]
        // The style sheet and the script (`/assets/NAME`) are anyone's to read: the refusal page
        // itself uses them.
        let isAsset =
            head.path.split(separator: "/").first == "assets" && head.path.split(separator: "/").count == 2
        guard hosts.allows(host) || isAsset else {
            return SitePages.misdirected(host: host ?? "")
        }
        // Another site's form is refused by its headers, before its body is read.
        if head.method == "POST" && RequestOrigin.isFromAnotherSite(head) {
            return SecurityHeaders.applied(
                to: PageResponse.page(SitePages.forbidden(), status: .forbidden).response)
        }
        guard let length = head.headers["content-length"].flatMap({ Int($0) }), length > Site.maxBodyBytes
        else { return nil }
        return SitePages.tooLarge(path: head.path, language: gate.language(of: head))
    }
}
