import Foundation
import HTTPServer

/// Answers GitHub-shaped requests from ``FixtureState``: `GET /users/{u}/repos`, `GET /users/{u}`,
/// `GET /repos/{o}/{r}`, and the avatars under `/avatars/`.
struct FixtureRoutes: Sendable {
    let state: Locked<FixtureState>
    let baseURL: @Sendable () -> String

    func respond(to request: Request) -> Response {
        let latency = state.withLock { $0.latency }
        if latency > .zero {
            Thread.sleep(
                forTimeInterval: Double(latency.components.seconds) + Double(latency.components.attoseconds)
                    / 1e18)
        }
        let response = answer(request)
        state.withLock {
            $0.received.append(
                ReceivedFixtureRequest(
                    method: request.method,
                    target: request.path + (request.queryString.map { "?" + $0 } ?? ""),
                    headers: request.headers, status: response.status.code))
        }
        return response
    }

    /// Builds bodies outside the lock (sorting and paging a large listing takes a while), so that
    /// concurrent requests are not served one after another.
    private func answer(_ request: Request) -> Response {
        let segments = request.segments
        if segments.first == "avatars" {
            return Response(status: .ok, headers: ["content-type": "image/png"], body: FixtureAvatar.png)
        }
        let (fault, refused) = state.withLock { state -> (FixtureFault?, Response?) in
            let fault = state.takeFault()
            return (fault, refusal(fault, &state))
        }
        if let refused { return refused }
        let data = state.withLock { $0.data }
        let found: (body: [UInt8], extra: [(String, String)])?
        let docs: String
        switch (request.method, segments.count, segments.first) {
        case ("GET", 3, "users") where segments[2] == "repos":
            docs = "repos/repos#list-repositories-for-a-user"
            found = data.repositories[segments[1].lowercased()].map {
                page(of: $0, request, malformed: fault == .malformedJSON)
            }
        case ("GET", 2, "users"):
            docs = "users/users#get-a-user"
            found = data.users[segments[1].lowercased()].map { ($0, []) }
        case ("GET", 3, "repos"):
            docs = "repos/repos#get-a-repository"
            let fullName = "\(segments[1])/\(segments[2])".lowercased()
            found = data.repositories[segments[1].lowercased()]?.first { $0.nameKey == fullName }.map {
                ($0.json, [])
            }
        default:
            docs = "rest"
            found = nil
        }
        guard let found else {
            return state.withLock { state in
                _ = state.spend()
                return error(404, "Not Found", docs: docs, state: state)
            }
        }
        let etag = "W/\"\(Self.hash(found.body))\""
        return state.withLock { conditional(found.body, etag: etag, request, extra: found.extra, state: &$0) }
    }

    /// The fault's answer, or the primary-limit refusal once the window is used up.
    private func refusal(_ fault: FixtureFault?, _ state: inout FixtureState) -> Response? {
        switch fault {
        case .secondaryRateLimit(let seconds):
            var response = error(
                403,
                "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                docs: "overview/rate-limits-for-the-rest-api", state: state)
            response.headers["retry-after"] = String(seconds)
            return response
        case .primaryRateLimit:
            state.remaining = 0
        case .serverError:
            return error(500, "Server Error", docs: "rest", state: state)
        case .malformedJSON, nil:
            break
        }
        guard state.remaining == 0 else { return nil }
        return error(
            403,
            "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
            docs: "overview/rate-limits-for-the-rest-api", state: state)
    }

    /// One page of `all` as `per_page`, `page`, `sort` and `direction` ask, with its `Link` header.
    private func page(of all: [FixtureRepository], _ request: Request, malformed: Bool) -> (
        [UInt8], [(String, String)]
    ) {
        let query = request.query
        let perPage = min(max(Int(query["per_page"] ?? "") ?? 30, 1), 100)
        let page = max(Int(query["page"] ?? "") ?? 1, 1)
        let sorted = FixtureSort.apply(all, sort: query["sort"], direction: query["direction"])
        let lastPage = max(1, (sorted.count + perPage - 1) / perPage)
        let slice = sorted.dropFirst((page - 1) * perPage).prefix(perPage)
        var body: [UInt8] = [UInt8(ascii: "[")]
        body.reserveCapacity(slice.reduce(2) { $0 + $1.json.count + 1 })
        for (index, repository) in slice.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body += repository.json
        }
        body.append(UInt8(ascii: "]"))
        if malformed { body = Array(body.prefix(max(1, body.count / 2))) }
        let extra = lastPage > 1 ? [("link", links(request, page: page, lastPage: lastPage))] : []
        return (body, extra)
    }

    /// `Link` relations in GitHub's form, pointing at `/user/{id}/repos`-like canonical URLs would
    /// be GitHub's; here the same path, with the query as sent and `page` replaced.
    private func links(_ request: Request, page: Int, lastPage: Int) -> String {
        let others = request.query.filter { $0.name != "page" }.map { "\($0.name)=\($0.value)" }
        func url(_ number: Int) -> String {
            "<\(baseURL())\(request.path)?\((others + ["page=\(number)"]).joined(separator: "&"))>"
        }
        var parts: [String] = []
        if page > 1 { parts.append("\(url(page - 1)); rel=\"prev\"") }
        if page < lastPage {
            parts.append("\(url(page + 1)); rel=\"next\"")
            parts.append("\(url(lastPage)); rel=\"last\"")
        }
        if page > 1 { parts.append("\(url(1)); rel=\"first\"") }
        return parts.joined(separator: ", ")
    }

    /// 200 with an ETag, or 304 (free: the window is not spent) when `If-None-Match` matches.
    private func conditional(
        _ body: [UInt8], etag: String, _ request: Request, extra: [(String, String)],
        state: inout FixtureState
    ) -> Response {
        if request.headers["if-none-match"] == etag {
            var headers = HTTPHeaders(state.rateLimitHeaders + extra)
            headers["etag"] = etag
            return Response(status: .notModified, headers: headers)
        }
        _ = state.spend()
        var headers = HTTPHeaders(
            [("content-type", "application/json; charset=utf-8")] + state.rateLimitHeaders + extra)
        headers["etag"] = etag
        headers["cache-control"] = "public, max-age=60, s-maxage=60"
        return Response(status: .ok, headers: headers, body: body)
    }

    private func error(_ status: Int, _ message: String, docs: String, state: FixtureState) -> Response {
        let object: [String: String] = [
            "message": message, "documentation_url": "https://docs.github.com/rest/\(docs)",
            "status": String(status),
        ]
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return Response(
            status: Response.Status(code: status),
            headers: HTTPHeaders(
                [("content-type", "application/json; charset=utf-8")] + state.rateLimitHeaders),
            body: Array(body))
    }

    /// FNV-1a, as hex: a stable validator for a body.
    static func hash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
