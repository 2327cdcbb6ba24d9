import Basics
import CMicroHTTPD

/// Strict checks libmicrohttpd 0.9.75 does not make (it has no client-discipline levels, and its
/// `MHD_OPTION_STRICT_FOR_CLIENT` answers a missing Host with a 400 whose header block it sends
/// twice): header fields with a NUL byte inside (which it would silently cut at, so
/// `Bearer <token>\0junk` passed as `Bearer <token>`) or a bare CR, bare-LF line ends, a line with no field name
/// (`: b` or `:`, at which it ends the header block, so the lines after it would be read as the next
/// request)
/// or folded onto the line before (obs-fold, which RFC 9112 5.2 lets a server refuse and
/// libmicrohttpd appends to the field's name), HTTP/1.1 without `Host`
/// or with two (RFC 9112, 3.2),
/// spaces or NUL bytes in the target (it would cut at a NUL too, serving `/a\0junk` as `/a`), a
/// target that is not a path (libmicrohttpd serves `GET hello` as `/hello`), and a field name that
/// is not a token (RFC 9110, 5.1), in particular one with whitespace before its colon, which RFC
/// 9112 (5.1) says a server must refuse: libmicrohttpd keeps `Content-Length : 5` as a field named
/// `Content-Length ` and reads no body, so the body would be taken for the next request.
/// Also a method that is not a token or holds a NUL byte, a `Host` that is no host and port (RFC
/// 9112, 3.2), and a body whose framing is ambiguous (RFC 9112, 6.3): a `Transfer-Encoding` other
/// than exactly `chunked` (libmicrohttpd waited for the body until the header timeout and closed
/// without an answer; `chunked ` too), one on HTTP/1.0 (6.1) or together with `Content-Length`,
/// or `Content-Length` fields that disagree.
enum HeaderValidation {
    /// Why a request whose headers are complete is refused, or `nil`. `requestLineProblem` is what
    /// `problem(inRequestLineOf:)` found; `methodBytes` is the method in the parsed read buffer;
    /// `fieldsAreClean` is what `RequestHeaders.read` found.
    static func problem(
        requestLineProblem: String?, method: String, methodBytes: UnsafePointer<CChar>?, target: String,
        version: String, headers: HTTPHeaders, fieldsAreClean: Bool
    ) -> String? {
        if let requestLineProblem { return requestLineProblem }
        if !HTTPToken.isToken(method) { return "The method must be a token." }
        var target = target
        if target.withUTF8({ $0.contains(UInt8(ascii: " ")) }) {
            return "The request target must not contain spaces."
        }
        // One pass over the fields, for what the checks below need of each.
        var hosts = 0
        var host: Substring?
        var hasBareCR = false
        var namesAreTokens = true
        for field in headers {
            if field.name.equalsIgnoringASCIICase("host") {
                hosts += 1
                host = field.value[...]
            }
            // A CR alone inside a value: libmicrohttpd keeps it, where a front end that ends lines
            // at a bare CR would read another field (RFC 9112, 2.2).
            hasBareCR = hasBareCR || field.value.utf8.contains(13)
            namesAreTokens = namesAreTokens && HTTPToken.isToken(field.name)
        }
        if version == "HTTP/1.1" && hosts == 0 { return "An HTTP/1.1 request must have a Host header." }
        if hosts > 1 { return "A request must have one Host header." }
        // libmicrohttpd keeps the whitespace after a value, which is not part of it (RFC 9110, 5.5).
        if let host, !isAuthority(host.trimmingTrailingWhitespace) {
            return "The Host header must be a host and port."
        }
        if headers[disarmedContentLength] != nil { return "Invalid Content-Length." }
        if version == "HTTP/1.0" && headers["transfer-encoding"] != nil {
            return "An HTTP/1.0 request cannot use Transfer-Encoding."  // RFC 9112, 6.1
        }
        if let problem = framingProblem(headers) { return problem }
        if !fieldsAreClean || hasBareCR {
            return "Each header line must be one field (name: value, no NUL or CR) ending in CRLF."
        }
        if !namesAreTokens {
            return "Header field names must be tokens, with nothing between a name and its colon."
        }
        if !isRequestTarget(target) {
            return "The request target must be a path starting with /, an absolute URL, or *."
        }
        return problem(inMethod: methodBytes, before: target)
    }

    /// Whether `host` can be a `Host` value (RFC 9112, 3.2; RFC 3986, 3.2.2): empty, or a name or
    /// address of letters, digits and `-._~!$&'()*+,;=%`, or a bracketed IPv6 literal, then an
    /// optional `:port`.
    private static func isAuthority(_ host: Substring) -> Bool {
        var rest = host
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return false }
            let literal = rest[rest.index(after: rest.startIndex)..<close]
            guard !literal.isEmpty,
                literal.utf8.allSatisfy({ isHex($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { return false }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0 != ":" }
            guard name.utf8.allSatisfy(isNameByte) else { return false }
            rest = rest[name.endIndex...]
        }
        guard !rest.isEmpty else { return true }
        let port = rest.dropFirst()
        return rest.first == ":" && port.count <= 5 && port.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
    }

    /// A byte of a host name (`reg-name`): unreserved, sub-delims or `%`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= 48 && byte <= 57) || nameSymbols.contains(byte)
    }

    private static let nameSymbols = Set("-._~!$&'()*+,;=%".utf8)

    /// Whether `target` has one of the forms a server takes (RFC 9112, 3.2): a path (origin form),
    /// an absolute `http(s)` URL whose authority is a host and port (it stands for `Host`), or `*`
    /// (`OPTIONS`).
    private static func isRequestTarget(_ target: String) -> Bool {
        if target.hasPrefix("/") || target == "*" { return true }
        let lowered = target.prefix(8).lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            let authority = Request.originForm(of: target).authority
        else { return false }
        return !authority.isEmpty && isAuthority(authority)
    }

    /// Why the body's length cannot be told reliably from `headers`, or `nil`.
    static func framingProblem(_ headers: HTTPHeaders) -> String? {
        let codings = headers.values(for: "transfer-encoding")
        let lengths = headers.values(for: "content-length")
        guard !codings.isEmpty || !lengths.isEmpty else { return nil }  // most requests: no body
        if !codings.isEmpty {
            // Exactly `chunked`, as libmicrohttpd compares it: `chunked ` it would not take for
            // chunked, and wait for a body of no known length.
            guard codings.count == 1, codings[0].equalsIgnoringASCIICase("chunked") else {
                return "Only Transfer-Encoding: chunked is supported."
            }
            if !lengths.isEmpty {
                return "A request must not have both Transfer-Encoding and Content-Length."
            }
        }
        let values = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if Set(values).count > 1 { return "Invalid Content-Length." }
        return nil
    }

    /// Renames a malformed `Content-Length` still unparsed behind the request line, so that
    /// libmicrohttpd does not answer it itself (see `courier_mhd_disarm_bad_content_length`).
    static func disarmMalformedContentLength(after target: UnsafePointer<CChar>) {
        _ = courier_mhd_disarm_bad_content_length(UnsafeMutablePointer(mutating: target))
    }

    /// The header a disarmed `Content-Length` is renamed to.
    static let disarmedContentLength = COURIER_DISARMED_LENGTH

    /// What is wrong with the request line's method, as the access handler got it (`method`, in the
    /// parsed read buffer) before `target`: a NUL byte inside it, where libmicrohttpd cut it (`G\0ET`
    /// served as `G`), or more than one space after it. Only for a target of a form the server
    /// takes (``isRequestTarget(_:)``), whose first byte libmicrohttpd leaves as it came.
    private static func problem(inMethod method: UnsafePointer<CChar>?, before target: String) -> String? {
        guard let method, let first = target.utf8.first,
            courier_mhd_method_is_whole(method, CChar(bitPattern: first)) == 0
        else { return nil }
        return "The request line must be a method, one space, the target, one space and the version."
    }

    /// Why the request line (given as the target libmicrohttpd handed the URI callback) is refused.
    static func problem(inRequestLineOf target: UnsafePointer<CChar>) -> String? {
        switch courier_mhd_request_line_problem(target) {
        case 0: nil
        case 2: "The request target must not contain NUL bytes."
        default: "The request line must end with CRLF."
        }
    }
}

extension Substring {
    /// Without the spaces and tabs at its end.
    fileprivate var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[..<end]
    }
}
