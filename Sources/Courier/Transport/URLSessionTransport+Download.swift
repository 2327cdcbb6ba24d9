import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension DataTaskOutcome {
    /// What a download task's completion handler delivered, for a session the transport wraps (its
    /// own session's delegate writes downloads as they arrive). Must run inside the handler, which
    /// owns `location` only until it returns: a 2xx body is moved to the destination (appended
    /// to the kept bytes, for a resumable download's `206`); any other body is read into memory
    /// (up to `limit` bytes) so an error can carry it.
    ///
    /// Whatever is still at `location` afterwards (a body read into memory, appended, copied to
    /// another file system, or refused as too large) is removed here: Apple's `URLSession` deletes
    /// it once the handler returns, swift-corelibs-foundation's leaves it in the temporary folder
    /// (and a download task that fails there leaves its partial file, which it never hands over).
    static func download(
        at location: URL?, for options: RequestOptions, response: URLResponse?, error: (any Error)?,
        limit: Int
    ) -> DataTaskOutcome {
        defer { if let location { try? FileManager.default.removeItem(at: location) } }
        var outcome = DataTaskOutcome(response: response, error: error)
        guard error == nil, let location, let destination = options.downloadDestination,
            let http = response as? HTTPURLResponse
        else { return outcome }
        do throws(TransportError) {
            if !(200..<300).contains(http.statusCode) {
                outcome.data = try readBody(location, limit: limit)
            } else if options.resumesDownload {
                let file = try DownloadFile.opened(
                    status: http.statusCode, headers: headers(of: http), for: options)
                try file?.append(contentsOf: location)
                outcome.bodyFile = try file?.commit()
            } else {
                outcome.bodyFile = try DownloadFile.move(
                    location, to: destination, limit: options.maxDownloadBytes)
            }
        } catch {
            outcome.failure = error
        }
        return outcome
    }

    private static func readBody(_ file: URL, limit: Int) throws(TransportError) -> Data {
        guard URLSessionTransport.fileSize(file) ?? 0 <= limit else {
            throw .bodyOverLimit(limit)
        }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw TransportError(.other, "cannot read the response body: \(error)")
        }
    }
}
