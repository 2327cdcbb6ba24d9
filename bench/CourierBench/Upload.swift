import Basics

#if os(Linux)
    import Courier
    import Foundation

    extension Bench {
        /// How `courier-bench upload` sends the file: as the file part of a multipart form, read
        /// from disk as it is sent (`append(contentsOf:)`), loaded into memory first
        /// (`append(Data)`) or streamed in 64 KiB chunks (`append(UploadStream)`, `form-stream`); or
        /// alone, as a body streamed in 64 KiB chunks (`RequestBody.stream`).
        enum UploadSource: String {
            case file
            case memory
            case formStream = "form-stream"
            case stream
        }

        /// What the bench server answers: the number of body bytes it read.
        struct Counted: Decodable {
            let bytes: Int
        }

        /// Posts `file` once as the one file part of a multipart form and returns the seconds it
        /// took and the body bytes the server counted.
        static func upload(url: URL, transport: any Transport, source: UploadSource, file: URL)
            async throws -> (seconds: Double, bytes: Int)
        {
            let client = Client(baseURL: url, middleware: [ValidationMiddleware()], transport: transport)
            let start = ContinuousClock.now
            let path = RequestPath(raw: url.absoluteString)
            if source == .stream {
                let stream = UploadStream { chunks(of: file) }
                let body = RequestBody.stream(stream, contentType: "application/octet-stream")
                let counted = try await client.send(Request<Counted>.post(path, body: body))
                return ((ContinuousClock.now - start).seconds, counted.bytes)
            }
            var form = MultipartForm()
            form.append("benchmark", name: "title")
            switch source {
            case .file:
                form.append(contentsOf: file, name: "file", contentType: "application/octet-stream")
            case .memory:
                form.append(try Data(contentsOf: file), name: "file", filename: file.lastPathComponent)
            case .formStream:
                form.append(UploadStream { chunks(of: file) }, name: "file", filename: file.lastPathComponent)
            case .stream:
                break
            }
            let counted = try await client.send(Request<Counted>.post(path, body: .multipart(form)))
            return ((ContinuousClock.now - start).seconds, counted.bytes)
        }

        /// `file` in 64 KiB chunks, read as they are asked for.
        static func chunks(of file: URL) -> AsyncThrowingStream<Data, any Error> {
            let handle = FileHandle(forReadingAtPath: file.path)
            return AsyncThrowingStream {
                guard let handle else { throw CocoaError(.fileReadNoSuchFile) }
                let chunk = try handle.read(upToCount: 65_536) ?? Data()
                return chunk.isEmpty ? nil : chunk
            }
        }
    }
#endif
