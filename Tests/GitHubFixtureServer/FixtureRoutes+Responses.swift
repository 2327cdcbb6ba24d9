import Basics
import Foundation
import HTTPServer

extension FixtureRoutes {
    /// 200 with an ETag, or 304 (free: the window is not spent) when `If-None-Match` matches.
    func conditional(
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

    func error(_ status: Int, _ message: String, docs: String, state: FixtureState) -> Response {
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
