import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension DataTaskOutcome {
    /// What a download task's completion handler delivered. Must run inside the handler, which
    /// owns `location` only until it returns: a 2xx body is moved to `destination`; any other
    /// body is read into memory (up to `limit` bytes) so an error can carry it.
    static func download(
        at location: URL?, to destination: URL, maxBytes: Int?, response: URLResponse?, error: (any Error)?,
        limit: Int
    ) -> DataTaskOutcome {
        var outcome = DataTaskOutcome(response: response, error: error)
        guard error == nil, let location else { return outcome }
        let isSuccess = (response as? HTTPURLResponse).map { (200..<300).contains($0.statusCode) } ?? false
        do throws(TransportError) {
            if isSuccess {
                outcome.bodyFile = try DownloadFile.move(location, to: destination, limit: maxBytes)
            } else {
                outcome.data = try readBody(location, limit: limit)
            }
        } catch {
            outcome.failure = error
        }
        return outcome
    }

    private static func readBody(_ file: URL, limit: Int) throws(TransportError) -> Data {
        guard URLSessionTransport.fileSize(file) ?? 0 <= limit else {
            throw TransportError(.responseTooLarge, "the response is larger than the limit of \(limit) bytes")
        }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw TransportError(.other, "cannot read the response body: \(error)")
        }
    }
}
