import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Placing a finished body at a download's destination when no transfer wrote it there: from memory
// (the pipeline, for transports that do not write downloads) or from another file (URLSession's).

extension DownloadFile {
    /// For a transport that does not write downloads itself (``StubTransport``, your own): writes a
    /// 2xx response's in-memory body to the request's destination. Other responses pass unchanged.
    static func saveBody(of response: HTTPResponse, for request: HTTPRequest) throws(TransportError)
        -> HTTPResponse
    {
        guard response.bodyFile == nil,
            let file = try opened(status: response.status, headers: response.headers, for: request.options)
        else { return response }
        try file.write(response.body)
        var saved = response
        saved.bodyFile = try file.commit()
        saved.body = Data()
        return saved
    }
}

extension DownloadFile {
    /// Moves a finished file (a `URLSession` download's) to `destination` in one step: a rename
    /// where both are on one file system, else a copy beside the destination renamed over it. A
    /// file over `limit` bytes is refused and left where it is.
    static func move(_ file: URL, to destination: URL, limit: Int?) throws(TransportError) -> URL {
        if let limit {
            var status = stat()
            guard stat(file.path, &status) == 0 else {
                throw TransportError(PrivateFile.Failure("read \(file.path)"))
            }
            guard Int(status.st_size) <= limit else {
                throw TransportError(
                    .responseTooLarge, "the download is larger than its limit of \(limit) bytes")
            }
        }
        if rename(file.path, destination.path) == 0 { return destination }
        guard errno == EXDEV else {
            throw TransportError(PrivateFile.Failure("rename to \(destination.path)"))
        }
        let copy = try DownloadFile(destination: destination)
        try copy.append(contentsOf: file)
        return try copy.commit()
    }

    /// Appends the whole of `file`, read a mebibyte at a time.
    func append(contentsOf file: URL) throws(TransportError) {
        guard let source = FileHandle(forReadingAtPath: file.path) else {
            throw TransportError(PrivateFile.Failure("read \(file.path)"))
        }
        defer { try? source.close() }
        while true {
            let chunk: Data
            do {
                chunk = try source.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw TransportError(.other, "cannot read \(file.path): \(error)")
            }
            if chunk.isEmpty { return }
            try write(chunk)
        }
    }
}
