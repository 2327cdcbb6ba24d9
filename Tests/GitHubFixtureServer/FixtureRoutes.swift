import Basics
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
        let (data, links) = state.withLock { ($0.data, $0.links) }
        let found: (body: [UInt8], extra: [(String, String)])?
        let docs: String
        switch (request.method, segments.count, segments.first) {
        case ("GET", 3, "users") where segments[2] == "repos":
            docs = "repos/repos#list-repositories-for-a-user"
            found = data.repositories[segments[1].lowercased()].map {
                page(of: $0, request, fault: fault, links: links)
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
    func refusal(_ fault: FixtureFault?, _ state: inout FixtureState) -> Response? {
        switch fault {
        case .secondaryRateLimit(let seconds):
            return secondaryLimit(retryAfter: String(seconds), state)
        case .secondaryRateLimitAsking(let retryAfter):
            return secondaryLimit(retryAfter: retryAfter, state)
        case .primaryRateLimit:
            state.remaining = 0
        case .badCredentials:
            return error(401, "Bad credentials", docs: "rest", state: state)
        case .serverError:
            return error(500, "Server Error", docs: "rest", state: state)
        case .serverErrorSaying(let message):
            return error(500, message, docs: "rest", state: state)
        case .malformedJSON, .oversizedBody, nil:
            break
        }
        guard state.remaining == 0 else { return nil }
        return error(
            403,
            "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
            docs: "overview/rate-limits-for-the-rest-api", state: state)
    }

    /// GitHub's 403 for a secondary limit, with `retry-after` as given.
    private func secondaryLimit(retryAfter: String, _ state: FixtureState) -> Response {
        var response = error(
            403, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
            docs: "overview/rate-limits-for-the-rest-api", state: state)
        response.headers["retry-after"] = retryAfter
        return response
    }
}
