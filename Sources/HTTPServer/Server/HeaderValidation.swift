import CMicroHTTPD

/// Strict checks libmicrohttpd 0.9.75 does not make (it has no client-discipline levels, and its
/// `MHD_OPTION_STRICT_FOR_CLIENT` answers a missing Host with a 400 whose header block it sends
/// twice): header fields with a NUL byte inside (which it would silently cut at, so
/// `Bearer <token>\0junk` passed as `Bearer <token>`), bare-LF line ends, HTTP/1.1 without `Host`
/// and spaces in the target.
enum HeaderValidation {
    /// Why a request whose headers are complete is refused, or `nil`.
    static func problem(
        requestLineIsClean: Bool, target: String, version: String, connection: OpaquePointer
    ) -> String? {
        if !requestLineIsClean { return "The request line must end with CRLF." }
        if target.utf8.contains(UInt8(ascii: " ")) { return "The request target must not contain spaces." }
        if version == "HTTP/1.1" && MHD_lookup_connection_value(connection, .HEADER_KIND, "Host") == nil {
            return "An HTTP/1.1 request must have a Host header."
        }
        if MHD_lookup_connection_value(connection, .HEADER_KIND, disarmedContentLength) != nil {
            return "Invalid Content-Length."
        }
        return problem(inHeadersOf: connection)
    }

    /// Renames a malformed `Content-Length` still unparsed behind the request line, so that
    /// libmicrohttpd does not answer it itself (see `courier_mhd_disarm_bad_content_length`).
    static func disarmMalformedContentLength(after target: UnsafePointer<CChar>) {
        _ = courier_mhd_disarm_bad_content_length(UnsafeMutablePointer(mutating: target))
    }

    /// The header a disarmed `Content-Length` is renamed to.
    static let disarmedContentLength = COURIER_DISARMED_LENGTH

    /// Why the request line (given as the target libmicrohttpd handed the URI callback) is refused.
    static func problem(inRequestLineOf target: UnsafePointer<CChar>) -> String? {
        courier_mhd_request_line_is_clean(target) != 0 ? nil : "The request line must end with CRLF."
    }

    /// Why the connection's header fields are refused, or `nil` when they are clean.
    static func problem(inHeadersOf connection: OpaquePointer) -> String? {
        var clean = true
        withUnsafeMutablePointer(to: &clean) { pointer in
            _ = MHD_get_connection_values_n(
                connection, .HEADER_KIND,
                { cls, _, _, _, value, valueLength in
                    guard let cls, let value else { return .YES }
                    guard courier_mhd_field_is_clean(value, valueLength) != 0 else {
                        cls.assumingMemoryBound(to: Bool.self).pointee = false
                        return .NO
                    }
                    return .YES
                }, pointer)
        }
        return clean ? nil : "Header fields must not contain NUL bytes and lines must end with CRLF."
    }
}
