import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a resumable download left off (see ``Request/download(_:query:to:maxBytes:resumable:)``).
///
/// Between attempts a resumable download keeps two files beside its destination: the bytes
/// received so far in `.<name>.part`, and in `.<name>.part.validator` the validator of the
/// response they came from (a strong `ETag`, else `Last-Modified`). The next attempt asks for the
/// rest with `Range: bytes=<offset>-` and `If-Range: <validator>`, so a server whose file changed
/// since sends all of it again instead.
struct DownloadResumption: Sendable, Hashable {
    /// How many bytes the partial file already holds.
    let offset: Int
    /// The `ETag` or `Last-Modified` value of the response those bytes came from.
    let validator: String

    /// The kept partial file of a resumable download to `destination`.
    static func partialFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).part")
    }

    /// The file beside the partial file that holds its validator.
    static func validatorFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).part.validator")
    }

    /// What an earlier attempt left to resume from: `nil` unless both a non-empty partial file and
    /// its validator are there.
    static func existing(for destination: URL) -> DownloadResumption? {
        let partial = partialFile(for: destination)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int,
            size > 0,
            let data = try? Data(contentsOf: validatorFile(for: destination)),
            let validator = String(data: data, encoding: .utf8), isUsable(validator)
        else { return nil }
        return DownloadResumption(offset: size, validator: validator)
    }

    /// Removes what an earlier attempt kept, if anything.
    static func forget(_ destination: URL) {
        unlink(partialFile(for: destination).path)
        unlink(validatorFile(for: destination).path)
    }

    /// The validator a later attempt may resume a response's body with: its `ETag` if strong (a
    /// weak one never matches `If-Range`), else its `Last-Modified`. `nil` for a content-encoded
    /// body, whose ranges count encoded bytes, not the ones written to the file.
    static func validator(of headers: HTTPHeaders) -> String? {
        if let encoding = headers["Content-Encoding"], encoding.lowercased() != "identity" { return nil }
        if let tag = headers["ETag"], tag.hasPrefix("\""), isUsable(tag) { return tag }
        if let date = headers["Last-Modified"], isUsable(date) { return date }
        return nil
    }

    /// Whether a `206` answer is of the version the kept bytes came from: it names no other (a
    /// server that ignores `If-Range` may still send a range of a changed file, and its bytes must
    /// not be joined to the old ones). An `ETag` is compared with an `ETag`, a date with a date.
    func continues(_ headers: HTTPHeaders) -> Bool {
        let sent = validator.hasPrefix("\"") ? headers["ETag"] : headers["Last-Modified"]
        return sent.map { $0 == validator } ?? true
    }

    /// A `206` response's `Content-Range` (`bytes 100-199/200`): its first and last byte, and the
    /// whole file's size unless it is `*`. `nil` for anything else.
    static func contentRange(_ value: String?) -> (first: Int, last: Int, total: Int?)? {
        guard let value, value.lowercased().hasPrefix("bytes ") else { return nil }
        let parts = value.dropFirst(6).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let bounds = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]), first >= 0,
            first <= last
        else { return nil }
        if parts[1] == "*" { return (first, last, nil) }
        guard let total = Int(parts[1]), total > last else { return nil }
        return (first, last, total)
    }

    /// A validator fit to send back as a header: short, one line.
    private static func isUsable(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 1024 && !value.utf8.contains { $0 < 32 || $0 == 127 }
    }
}

extension HTTPRequest {
    /// For a resumable download whose earlier attempt left a partial file: this request asking for
    /// the rest. Unchanged otherwise, and when it already asks for a range of its own.
    func resumingDownload() -> HTTPRequest {
        guard options.resumesDownload, let destination = options.downloadDestination, headers["Range"] == nil
        else { return self }
        var request = self
        // Ranges count the bytes as sent: a compressed body would not append to the file.
        request.headers["Accept-Encoding"] = "identity"
        guard let resumption = DownloadResumption.existing(for: destination) else { return request }
        request.headers["Range"] = "bytes=\(resumption.offset)-"
        request.headers["If-Range"] = resumption.validator
        request.options.downloadResumption = resumption
        return request
    }
}
