import Foundation
import TestSupport

/// One request to a `courier-web` instance on a connection of its own, as a browser sends it;
/// redirects are answers, not followed.
enum SiteRequest {
    static func send(
        port: Int, _ path: String, method: String = "GET", form: String? = nil, cookie: String? = nil,
        contentType: String = "application/x-www-form-urlencoded"
    ) throws -> RawResponse {
        let connection = try RawConnection(port: port, readTimeout: .seconds(60))
        defer { connection.close() }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        if let form {
            head +=
                "Content-Type: \(contentType)\r\nContent-Length: \(form.utf8.count)\r\n"
        }
        try connection.write(head + "\r\n" + (form ?? ""))
        return try connection.readResponse()
    }
}

extension WebStack {
    /// One request to the stack's site, as ``SiteRequest/send(port:_:method:form:cookie:contentType:)``.
    func fetch(_ path: String, method: String = "GET", body: String? = nil, cookie: String? = nil) throws
        -> RawResponse
    {
        try SiteRequest.send(port: web.port, path, method: method, form: body, cookie: cookie)
    }
}

extension RawResponse {
    /// `name=value` of the cookie the answer sets, as a browser sends it back.
    var sessionCookie: String? {
        header("set-cookie")?.split(separator: ";").first.map(String.init)
    }

    /// The CSRF token in the page's first form.
    var csrfToken: String? {
        guard let field = text.range(of: #"name="csrf" value=""#) else { return nil }
        let rest = text[field.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
