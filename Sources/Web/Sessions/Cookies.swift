import Basics
import HTTPServer

/// Reading the `Cookie` header and writing `Set-Cookie`.
public enum Cookies {
    /// The value of cookie `name` in the request's `Cookie` header(s), or `nil`: the first, when
    /// there are several (``values(_:in:)``).
    public static func value(_ name: String, in request: Request) -> String? {
        values(name, in: request, most: 1).first
    }

    /// The values of cookie `name` in the request's `Cookie` header(s), in order, `most` at the most.
    /// A browser sends several when cookies of one name were set for different paths (the one of
    /// the longest path first): a page of another site on this host can plant one. Read byte by
    /// byte: every page reads them, and the separators are all ASCII.
    public static func values(_ name: String, in request: Request, most: Int = 64) -> [String] {
        var values: [String] = []
        for header in request.headers.values(for: "cookie") {
            for pair in header.utf8.split(separator: UInt8(ascii: ";")) {
                guard values.count < most else { return values }
                guard let equals = pair.firstIndex(of: UInt8(ascii: "=")),
                    pair[..<equals].trimming(isSpace).elementsEqual(name.utf8)
                else { continue }
                let value = pair[pair.index(after: equals)...].trimming {
                    isSpace($0) || $0 == UInt8(ascii: "\"")
                }
                values.append(String(Substring(value)))
            }
        }
        return values
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") }

    /// A `Set-Cookie` value that scripts cannot read (`HttpOnly`), sent on same-site requests and
    /// top-level navigations only (`SameSite=Lax`), for the whole site; `Secure` when the site is
    /// served over HTTPS. `maxAge` 0 deletes the cookie.
    public static func setCookie(_ name: String, _ value: String, maxAge: Duration, secure: Bool) -> String {
        var text = "\(name)=\(value); Path=/; Max-Age=\(maxAge.components.seconds); HttpOnly; SameSite=Lax"
        if secure { text += "; Secure" }
        return text
    }
}

extension Substring.UTF8View {
    /// Without the bytes `drop` matches at either end.
    fileprivate func trimming(_ drop: (UInt8) -> Bool) -> Substring.UTF8View {
        var text = self
        while let first = text.first, drop(first) { text.removeFirst() }
        while let last = text.last, drop(last) { text.removeLast() }
        return text
    }
}
