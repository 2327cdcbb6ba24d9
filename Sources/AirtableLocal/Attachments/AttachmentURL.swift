import Basics
import Foundation
import HTTPServer

/// Where an uploaded attachment is served: `{origin}/v0/attachments/{attId}/{filename}` on the
/// server that took the upload, fetched without a token (as Airtable's signed URLs are).
///
/// The origin is `http://` and the upload request's `Host` header, so a URL works for the client that
/// uploaded (and for any other that reaches the server by the same name); a `Host` that is not a plain
/// `host[:port]` gives `http://127.0.0.1`. The URL is fixed in the cell when the file is uploaded.
enum AttachmentURL {
    /// The path segment the file routes live under: `v0/attachments/…`.
    static let segment = "attachments"

    static func url(of file: StoredFile, origin: String) -> String {
        // A path segment: the sub-delimiters, `:` and `@` stay; `/`, `?`, `#` and `;` are encoded.
        let name = file.filename.percentEncoded(keeping: "!$&'()*+,=:@")
        return "\(origin)/v0/\(segment)/\(file.id)/\(name.isEmpty ? file.id : name)"
    }

    /// `http://` and the request's `Host`, when it is a plain host name or address with a port.
    static func origin(of request: Request) -> String {
        let allowed = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        guard let host = request.headers["Host"], !host.isEmpty, host.count <= 255,
            host.unicodeScalars.allSatisfy(allowed.contains)
        else { return "http://\(Loopback.ipv4Address)" }
        return "http://\(host)"
    }

    /// Whether `request` fetches a file: a `GET` (or `HEAD`) of `/v0/attachments/{attId}/…`, which
    /// needs no token.
    static func isFileRequest(_ request: Request) -> Bool {
        let segments = request.segments
        return (request.method == "GET" || request.method == "HEAD") && segments.count >= 3
            && segments[0] == "v0" && segments[1] == segment
    }

    /// The attachment id and origin of `url` when it is a file URL of this kind on a loopback host
    /// (`127.0.0.0/8`, `::1`, `localhost`): a record written with it gets a copy of the stored bytes.
    /// URLs elsewhere are kept as given, never fetched.
    static func servedFile(_ url: String) -> (id: String, origin: String)? {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parsed.host(), Loopback.isLoopback(host: host)
        else { return nil }
        let segments = parsed.pathComponents.filter { $0 != "/" }
        guard segments.count >= 3, segments[0] == "v0", segments[1] == segment else { return nil }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let shown = URLHost.bracketed(bare)
        let authority = parsed.port.map { "\(shown):\($0)" } ?? shown
        return (segments[2], "\(scheme)://\(authority)")
    }
}
