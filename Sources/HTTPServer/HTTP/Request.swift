import Basics

/// An HTTP request as a handler sees it: method, target, headers and the whole body.
///
/// The server reads the complete body (up to `ServerConfiguration.maxBodyBytes`) before a handler
/// runs. Path and query are parsed once, when the request is made.
public struct Request: Sendable {
    /// The method, upper-cased (`GET`, `POST`, …).
    public var method: String
    /// The path exactly as sent, still percent-encoded and without the query, e.g. `/api/a%20b`.
    public var path: String
    /// The raw query after `?`, still encoded; `nil` when the target had no `?`.
    public var queryString: String?
    /// The path's segments, percent-decoded, with empty segments dropped: `/a//b/` gives `["a", "b"]`.
    public var segments: [String]
    /// The decoded query (`+` is a space); see `QueryParameters`.
    public var query: QueryParameters
    /// The request's header fields.
    public var headers: HTTPHeaders
    /// The complete body; empty when none was sent.
    public var body: [UInt8]
    /// Values of the matched route's `:name` segments, set by `Router`.
    public var parameters: Parameters
    /// Values that middleware hands on to later middleware and handlers (e.g. the authenticated user).
    public var storage: RequestStorage
    /// The client's numeric IP address as the server saw it: its connection's, or, from a trusted
    /// proxy (``ServerConfiguration/trustedProxies``), the client's the proxy names; `nil` when the
    /// request was not received from the network.
    public var remoteAddress: String?
    /// Whether the request came through a trusted proxy (``ServerConfiguration/trustedProxies``):
    /// ``remoteAddress`` is then the one it names, or the proxy's own when it names none it can.
    public var isForwarded = false
    /// Whether the client is still connected, for handlers that work long enough to care.
    public var clientPresence = ClientPresence.unknown

    /// Makes a request from a request target such as `/api/acronyms/search?term=OMG`.
    ///
    /// An absolute-form target (`http://host/path?q`) is reduced to its path and query, and its
    /// authority stands for `Host` (RFC 9112, 3.2.2). `method` is taken in upper case (`get` is
    /// `GET`), for requests made in code.
    public init(method: String, target: String, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.init(exactMethod: Self.normalizedMethod(method), target: target, headers: headers, body: body)
    }

    /// A request as it came over the wire: its method exactly as sent, since methods are
    /// case-sensitive (RFC 9110, 9.1). `head` is not `HEAD`, and is not answered as one.
    init(exactMethod method: String, target: String, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        var (target, authority) = Self.originForm(of: target)
        let parts = target.withUTF8(Self.parts(ofTarget:))
        path = parts.path
        queryString = parts.query
        query = parts.query.map { QueryParameters(encoded: $0) } ?? QueryParameters()
        segments = parts.segments
        self.headers = headers
        // The server a client names in the target is the one it asks, whatever its Host says.
        if let authority { self.headers["host"] = String(authority) }
        self.body = body
        parameters = Parameters()
        storage = RequestStorage()
    }

    /// The `Content-Type` media type without parameters, lower-cased: `application/json` for
    /// `Application/JSON; charset=utf-8`; `nil` without the header.
    public var contentType: String? {
        guard let value = headers["content-type"] else { return nil }
        let mediaType = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return mediaType.trimmingASCIISpaces().lowercased()
    }

    private static func normalizedMethod(_ method: String) -> String {
        method.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
            ? method.uppercased() : method
    }

    /// Path, query and decoded segments of an origin-form target's UTF-8 bytes. Scanned as a buffer:
    /// `?` and `/` are ASCII, so they never split a character, and every request pays for this.
    private static func parts(ofTarget bytes: UnsafeBufferPointer<UInt8>)
        -> (path: String, query: String?, segments: [String])
    {
        let pathEnd = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
        let query = pathEnd < bytes.count ? String(decoding: bytes[(pathEnd + 1)...], as: UTF8.self) : nil
        var segments: [String] = []
        segments.reserveCapacity(4)  // most paths have no more: one allocation, not one per doubling
        var start = 0
        for index in 0...pathEnd where index == pathEnd || bytes[index] == UInt8(ascii: "/") {
            if index > start {
                segments.append(
                    PercentDecoding.decode(
                        UnsafeBufferPointer(rebasing: bytes[start..<index]), plusAsSpace: false))
            }
            start = index + 1
        }
        return (String(decoding: bytes[..<pathEnd], as: UTF8.self), query, segments)
    }

    /// An absolute-form target's path and query, and its authority (`nil` for any other form); a
    /// user name before `@` is no part of the authority.
    static func originForm(of target: String) -> (target: Substring, authority: Substring?) {
        guard !target.hasPrefix("/"), let schemeEnd = target.range(of: "://") else {
            return (Substring(target), nil)
        }
        let afterScheme = target[schemeEnd.upperBound...]
        let pathStart = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? afterScheme.endIndex
        let authority = afterScheme[..<pathStart].split(separator: "@", omittingEmptySubsequences: false).last
        let rest = afterScheme[pathStart...]
        if rest.isEmpty { return ("/", authority) }
        return (rest.hasPrefix("?") ? Substring("/" + rest) : rest, authority)
    }
}

extension Substring {
    /// This text without leading and trailing spaces and tabs.
    func trimmingASCIISpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
