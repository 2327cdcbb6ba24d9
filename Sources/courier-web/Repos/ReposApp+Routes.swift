import Basics
import Foundation
import HTTPServer
import RepoViewer
import Web

import enum Courier.PersonWaits

extension ReposApp {
    /// `GET /repos/` (with `?user=`): the page, with the results when a user was asked for; works
    /// with scripts off as a plain form.
    @MainActor
    func page(_ page: PageRequest) async -> PageResponse {
        let user = page.form["user"] ?? ""
        let listing = Listing(page)
        let state = await search(user, listing: listing, page: page)
        let html = RepositoryListPage.page(
            user: user, listing: listing,
            results: RepositoryListPage.results(state, listing: listing, backend: backend), page: page)
        return .page(html, status: Self.status(of: state))
    }

    /// `GET /repos/results?user=…&seq=…&tab=…[&again=1]`: the results alone, for the script; 204
    /// when a newer text replaced this one before it was answered.
    @MainActor
    func results(_ page: PageRequest) async -> PageResponse {
        // Opened as a page (no `user` at all, as the script always sends one): the page it belongs to.
        guard page.form["user"] != nil else { return .redirect(to: "/repos/") }
        let listing = Listing(page)
        let sequence = page.form["seq"].flatMap(Double.init)
        guard
            let state = await search(
                page.form["user"] ?? "", listing: listing, page: page, sequence: sequence,
                tab: page.form["tab"] ?? "", again: page.form["again"] == "1")
        else {
            return .bytes([], contentType: "text/plain", status: .noContent)
        }
        let html = RepositoryListPage.results(state, listing: listing, backend: backend)
        return .bytes(
            Array(html.text.utf8), contentType: PageResponse.htmlContentType, status: Self.status(of: state))
    }

    /// `GET /repos/avatar?url=…`: an avatar from the viewer's cache (fetched once from GitHub). Only
    /// an image is served (PNG, JPEG, GIF or WebP, told by its first bytes): whatever else an allowed
    /// host answers is not the site's to pass on.
    func avatar(_ request: Request) async -> Response {
        guard let text = request.query["url"], let url = URL(string: text), servesAvatar(url) else {
            return PageResponse.page(SitePages.notFound(language: .english), status: .notFound).response
        }
        // A picture on the API's own server (GitHub Enterprise, a test server) is a request to the
        // API, taken from the client's allowance, unless memory answers it; GitHub's avatar hosts
        // are not.
        var data = await avatars.inMemory(url)
        let asksTheAPI = URLOrigin.same(url, configuration.apiURL) && data == nil
        if data == nil, !asksTheAPI || (try? allowance.take(for: SearchAllowance.Client(request))) != nil {
            // A page's picture: a host that does not answer is given up within seconds, as a page's
            // backend is, rather than holding a connection for the transport's minute.
            data = await PersonWaits.capped { try? await avatars.data(for: url) }
        }
        guard let data,
            let type = Self.imageType(of: [UInt8](data.prefix(12)))
        else {
            return PageResponse.page(SitePages.notFound(language: .english), status: .notFound).response
        }
        var response = Response(status: .ok, body: [UInt8](data))
        response.headers["content-type"] = type
        response.headers["cache-control"] = "private, max-age=3600"
        response.headers["x-content-type-options"] = "nosniff"
        return response
    }

    /// The media type of an image that starts with `head`, or `nil` when it is not one.
    static func imageType(of head: [UInt8]) -> String? { ImageSignature(of: head)?.mediaType }

    func register(on router: inout AsyncRouter, gate: PageGate) {
        router.get("repos", use: gate.page(page))
        router.get("repos/results", use: gate.page(results))
        router.get("repos/avatar") { request in await SecurityHeaders.applied(to: avatar(request)) }
    }

    private static func status(of state: RepositoryListState?) -> Response.Status {
        guard case .error(_, let failure)? = state else { return .ok }
        return PageView.status(showing: [failure])
    }
}
