import Basics
import CMicroHTTPD

/// Hands a `Response` to libmicrohttpd.
enum ResponseWriter {
    /// What libmicrohttpd adds to an answer's head, at the most: the status line, `Date`,
    /// `Content-Length` and `Connection`, with the blank line.
    static let ownHeadBytes = 256
    /// The most an error's own header fields take (its `Content-Type` and the like).
    static let errorHeadBytes = 512

    /// Queues `response` on `connection`. libmicrohttpd adds `Content-Length` (from the body),
    /// `Date`, and drops the body for `HEAD` requests; `closeConnection` adds `connection: close`,
    /// otherwise keep-alive connections get `Connection: Keep-Alive`.
    static func queue(_ response: Response, on connection: OpaquePointer, closeConnection: Bool) -> MHD_Result
    {
        let created = response.body.withUnsafeBytes { body in
            MHD_create_response_from_buffer(
                body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let mhdResponse = created else { return .NO }
        defer { MHD_destroy_response(mhdResponse) }
        for field in response.headers where !field.name.equalsIgnoringASCIICase("content-length") {
            // Refused only for values with line breaks, which would corrupt the response: skipped.
            _ = MHD_add_response_header(mhdResponse, field.name, field.value)
        }
        if closeConnection {
            _ = MHD_add_response_header(mhdResponse, "connection", "close")
        } else {
            _ = courier_mhd_set_response_flags(mhdResponse, .RF_SEND_KEEP_ALIVE_HEADER)
        }
        return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
    }
}
