import Basics
import HTTPServer

/// Reading the `Cookie` header and writing `Set-Cookie`.
public enum Cookies {
    /// The value of cookie `name` in the request's `Cookie` header(s), or `nil`.
    public static func value(_ name: String, in request: Request) -> String? {
        for header in request.headers.values(for: "cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0].trimmingCharacters(in: " ") == name else { continue }
                return String(parts[1].trimmingCharacters(in: " \""))
            }
        }
        return nil
    }

    /// A `Set-Cookie` value that scripts cannot read (`HttpOnly`), sent on same-site requests and
    /// top-level navigations only (`SameSite=Lax`), for the whole site; `Secure` when the site is
    /// served over HTTPS. `maxAge` 0 deletes the cookie.
    public static func setCookie(_ name: String, _ value: String, maxAge: Duration, secure: Bool) -> String {
        var text = "\(name)=\(value); Path=/; Max-Age=\(maxAge.components.seconds); HttpOnly; SameSite=Lax"
        if secure { text += "; Secure" }
        return text
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        var text = self
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return text
    }
}
