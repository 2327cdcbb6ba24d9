import Basics
import Foundation

extension DownloadFile {
    /// The file a download request's response body goes to, decided once the response's status
    /// and headers are known: `nil` for a status other than 2xx (that body stays in memory, so an
    /// error can carry it).
    ///
    /// For a resumable download, a `206` that continues where the kept bytes end is appended to
    /// them (unless it names another version than theirs); any other 2xx (the server ignored the range, or the file changed and `If-Range` did
    /// not match) starts the file again. A `206` that starts anywhere else cannot be placed: it
    /// fails, and the kept bytes are forgotten.
    static func opened(status: Int, headers: HTTPHeaders, for options: RequestOptions) throws(TransportError)
        -> DownloadFile?
    {
        guard let destination = options.downloadDestination, (200..<300).contains(status) else { return nil }
        let limit = options.maxDownloadBytes
        guard options.resumesDownload else { return try DownloadFile(destination: destination, limit: limit) }
        guard status == 206, let resumption = options.downloadResumption else {
            return try DownloadFile(
                resuming: destination, at: 0, validator: DownloadResumption.validator(of: headers),
                limit: limit)
        }
        let range = DownloadResumption.contentRange(headers["Content-Range"])
        guard let range, range.first == resumption.offset else {
            DownloadResumption.forget(destination)
            let sent = headers["Content-Range"] ?? "none"
            throw TransportError(
                .other, "asked for bytes from \(resumption.offset) on, the server sent a range of \(sent)")
        }
        guard resumption.continues(headers) else {
            DownloadResumption.forget(destination)
            throw TransportError(
                .other, "the server sent the rest of another version of \(destination.lastPathComponent)")
        }
        let file = try DownloadFile(
            resuming: destination, at: resumption.offset, validator: resumption.validator, limit: limit)
        file.expectedSize = range.total
        return file
    }
}
