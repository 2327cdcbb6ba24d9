import Foundation

extension Request where Response == URL {
    /// A `GET` whose response body is written to `file` rather than held in memory; the response is
    /// the file's URL.
    ///
    /// Only a 2xx body goes to the file, and only whole: it is written beside the file and renamed
    /// over it once complete, so a failed, cancelled or refused download leaves `file` as it was.
    /// Other statuses keep their body in memory, so ``ValidationMiddleware``'s error carries it.
    /// The transport's `maxResponseBytes` guards memory, so it does not limit a file: `maxBytes`
    /// does (a larger body fails with ``TransportError/Kind/responseTooLarge``). Nor does the
    /// timeout cut off a large file that keeps arriving: it is how long the download may stall
    /// (``RequestOptions/timeout``).
    ///
    /// A `resumable` download that fails or is cancelled keeps what it received, and the next
    /// attempt (a ``RetryMiddleware`` retry, or sending the request again) asks only for the
    /// rest: `Range: bytes=<kept>-`, with `If-Range` naming the response the kept bytes came from
    /// (its strong `ETag`, else its `Last-Modified`), so a file that changed meanwhile comes
    /// whole. A response with neither is not kept, nor is one over `maxBytes`. A resumable download
    /// asks for `Accept-Encoding: identity`, since ranges count the bytes as sent. One download
    /// at a time per file: two resuming into the same file would mix their bytes.
    /// ``URLSessionTransport`` resumes, but keeps nothing from a download it did not finish.
    /// Progress counts each exchange's own bytes: a resumed one reports the rest, from zero.
    ///
    /// <!-- example context: struct Meter: Sendable { func update(_ fraction: Double) {} }
    /// func example(client: Client, downloads: URL, meter: Meter) async throws { EXAMPLE } -->
    /// ```swift
    /// let archive = try await client.send(
    ///     Request.download("releases/1.0.tar.gz", to: downloads.appendingPathComponent("1.0.tar.gz"),
    ///                      resumable: true)
    ///         .onProgress { meter.update($0.fractionReceived ?? 0) })
    /// ```
    public static func download(
        _ path: RequestPath, query: [URLQueryItem] = [], to file: URL, maxBytes: Int? = nil,
        resumable: Bool = false
    ) -> Request {
        Request(
            method: .get, path: path, query: query,
            options: RequestOptions(
                downloadDestination: file, maxDownloadBytes: maxBytes, resumesDownload: resumable),
            decoder: .file)
    }
}

extension ResponseDecoder where Response == URL {
    /// The file a download's body was written to (``HTTPResponse/bodyFile``).
    public static var file: ResponseDecoder {
        ResponseDecoder { response, _ in
            guard let file = response.bodyFile else {
                throw DownloadError.noBodyFile(status: response.status)
            }
            return file
        }
    }
}

/// Why a download's response has no file.
enum DownloadError: Error, CustomStringConvertible {
    /// The response was not a 2xx (and nothing validated it), so its body stayed in memory.
    case noBodyFile(status: Int)

    var description: String {
        switch self {
        case .noBodyFile(let status): "the \(status) response's body was not written to a file"
        }
    }
}
