import Basics
import Foundation

extension Cookie {
    /// The most bytes a cookie's name and value may have together; a longer one is ignored.
    public static let maxSize = 4_096

    /// The cookie a `Set-Cookie` header sets, received at `now` from `url` (RFC 6265, sections
    /// 5.2 and 5.3, with the `Secure` rules of its successor draft); `nil` for one a client must
    /// ignore: no `=`, an empty name, a control character, over ``maxSize``, a `Domain` the host
    /// is not in, a `Domain` that is a public suffix such as `com` or `co.uk` (``PublicSuffix``;
    /// unless it is the host itself, whose cookie it then is alone), `Secure` set over plain HTTP,
    /// or a `__Secure-`/`__Host-` name without what its prefix requires.
    ///
    /// `Max-Age` wins over `Expires`; either in the past makes the cookie one that deletes its
    /// namesake. An attribute that cannot be read is passed over.
    public init?(setCookie header: String, from url: URL, at now: Date) {
        guard let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        var parts = header.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
        guard let pair = parts.next(), let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard Self.canBeSent(name: name, value: value) else { return nil }
        var attributes = Attributes()
        while let attribute = parts.next() { attributes.read(attribute, now: now) }
        let secureTransport = Self.isSecureTransport(url)
        guard !attributes.isSecure || secureTransport else { return nil }
        var domain = host
        var isHostOnly = true
        if let named = attributes.domain {
            guard Self.host(host, isIn: named) else { return nil }
            if PublicSuffix.contains(named) {
                guard named == host else { return nil }
            } else {
                domain = named
                isHostOnly = false
            }
        }
        if name.hasPrefix("__Secure-") || name.hasPrefix("__Host-") {
            guard attributes.isSecure else { return nil }
        }
        if name.hasPrefix("__Host-") {
            guard isHostOnly, attributes.path == "/" else { return nil }
        }
        self.init(
            name: name, value: value, domain: domain, isHostOnly: isHostOnly,
            path: attributes.path ?? Self.defaultPath(of: url), expires: attributes.expires,
            isSecure: attributes.isSecure, isHTTPOnly: attributes.isHTTPOnly)
    }

    /// Whether a `Cookie` header can carry this pair as it is: a name, no control characters (a
    /// line break would end the header; a tab or a bidirectional override has no business in a
    /// credential either), no `;` in the value, at most ``maxSize`` bytes.
    static func canBeSent(name: String, value: String) -> Bool {
        !name.isEmpty && name.utf8.count + value.utf8.count <= maxSize
            && !name.unicodeScalars.contains { $0.isDisguisingControl || $0 == "=" || $0 == ";" }
            && !value.unicodeScalars.contains { $0.isDisguisingControl || $0 == ";" }
    }

    /// The directory of the URL's path: where a cookie without a `Path` goes back to.
    static func defaultPath(of url: URL) -> String {
        let path = requestPath(of: url)
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The attributes after the name and value, as read so far.
    private struct Attributes {
        var maxAge: Date?
        var expiresAttribute: Date?
        var domain: String?
        var path: String?
        var isSecure = false
        var isHTTPOnly = false

        var expires: Date? { maxAge ?? expiresAttribute }

        mutating func read(_ attribute: Substring, now: Date) {
            let equals = attribute.firstIndex(of: "=")
            let name = attribute[..<(equals ?? attribute.endIndex)].trimmingCharacters(in: .whitespaces)
            let value = equals.map {
                attribute[attribute.index(after: $0)...].trimmingCharacters(in: .whitespaces)
            }
            switch name.lowercased() {
            case "expires": expiresAttribute = value.flatMap(HTTPDate.parse) ?? expiresAttribute
            case "max-age": maxAge = value.flatMap { Self.expiry(maxAge: $0, now: now) } ?? maxAge
            case "domain":
                let named = value.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }?.lowercased()
                if let named, !named.isEmpty { domain = named }
            case "path": path = value.flatMap { $0.hasPrefix("/") ? $0 : nil }
            case "secure": isSecure = true
            case "httponly": isHTTPOnly = true
            default: break
            }
        }

        /// When a cookie with this `Max-Age` ends: a negative or zero age has already ended.
        private static func expiry(maxAge text: String, now: Date) -> Date? {
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            // Leading zeros are dropped before the length is capped: `0000000000003600` is an hour.
            let significant = digits.drop { $0 == "0" }
            guard !text.hasPrefix("-"), let seconds = Int(significant.prefix(12)), seconds > 0 else {
                return .distantPast
            }
            return now.addingTimeInterval(Double(seconds))
        }
    }
}
