import Foundation
import HTTPServer
import RepoViewer
import Web

extension ReposApp {
    /// `GET /repos/` (with `?user=`): the page, with the results when a user was asked for; works
    /// with scripts off as a plain form.
    @MainActor
    func page(_ page: PageRequest) async -> PageResponse {
        let user = page.form["user"] ?? ""
        let listing = Listing(page)
        let state = await search(user, listing: listing, page: page)
        let html = RepositoryListPage.page(
            user: user, listing: listing, results: RepositoryListPage.results(state, listing: listing),
            page: page)
        return .page(html, status: Self.status(of: state))
    }

    /// `GET /repos/results?user=…`: the results alone, for the script; 204 when a newer text
    /// replaced this one before it was answered.
    @MainActor
    func results(_ page: PageRequest) async -> PageResponse {
        let listing = Listing(page)
        let sequence = page.form["seq"].flatMap(Double.init)
        guard
            let state = await search(
                page.form["user"] ?? "", listing: listing, page: page, sequence: sequence)
        else {
            return .bytes([], contentType: "text/plain", status: .noContent)
        }
        let html = RepositoryListPage.results(state, listing: listing)
        return .bytes(
            Array(html.text.utf8), contentType: "text/html; charset=utf-8", status: Self.status(of: state))
    }

    /// `GET /repos/avatar?url=…`: an avatar from the viewer's cache (fetched once from GitHub).
    func avatar(_ request: Request) async -> Response {
        guard let text = request.query["url"], let url = URL(string: text), servesAvatar(url),
            let data = try? await avatars.data(for: url)
        else { return Response(status: .notFound) }
        let bytes = [UInt8](data)
        var response = Response(status: .ok, body: bytes)
        response.headers["content-type"] =
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
            ? "image/png"
            : bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? "image/jpeg" : "application/octet-stream"
        response.headers["cache-control"] = "private, max-age=3600"
        response.headers["x-content-type-options"] = "nosniff"
        return response
    }

    func register(on router: inout AsyncRouter, gate: PageGate) {
        router.get("repos", use: gate.page(page))
        router.get("repos/results", use: gate.page(results))
        router.get("repos/avatar") { request in await avatar(request) }
    }

    private static func status(of state: RepositoryListState?) -> Response.Status {
        guard case .error(_, let failure)? = state else { return .ok }
        return PageView.status(showing: [failure.kind])
    }
}
