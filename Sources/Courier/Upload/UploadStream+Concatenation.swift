import Foundation

extension UploadStream {
    /// The chunk size a file is read in when it is part of a stream.
    static let fileChunkSize = 256 << 10

    /// One stream of `segments` in order: bytes as they are, files read in chunks as they are sent,
    /// streams run. For a multipart form with a streamed part, whose framing and other parts must go
    /// out around it. Its length is known when every stream's is (files count as their size now); each
    /// attempt reads the files afresh and runs the streams again.
    ///
    /// An unreadable file throws now, before anything is sent.
    init(concatenating segments: [BodySegment]) throws(TransportError) {
        var length: Int? = 0
        for segment in segments {
            switch segment {
            case .data(let data): length = length.map { $0 + data.count }
            case .file(let url):
                let size = try OpenFile(url).size
                length = length.map { $0 + size }
            case .stream(let stream): length = length.flatMap { total in stream.length.map { total + $0 } }
            }
        }
        self.init(length: length) { body in
            for segment in segments {
                switch segment {
                case .data(let data): try await body(data)
                case .file(let url): try await Self.send(try OpenFile(url), to: body)
                case .stream(let stream): try await stream.run(body)
                }
            }
        }
    }

    /// Hands `file`'s bytes, as many as it had when opened, to `body` in chunks.
    private static func send(_ file: OpenFile, to body: (Data) async throws -> Void) async throws {
        var offset = 0
        while offset < file.size {
            var chunk = Data(count: Swift.min(fileChunkSize, file.size - offset))
            let count = try chunk.withUnsafeMutableBytes { buffer throws(TransportError) in
                try file.read(into: buffer, at: offset)
            }
            try await body(chunk.prefix(count))
            offset += count
        }
    }
}
