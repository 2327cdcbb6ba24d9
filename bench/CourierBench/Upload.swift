#if os(Linux)
    import Courier
    import Foundation

    extension Bench {
        /// How `courier-bench upload` puts the file in its multipart form: read from disk as it is
        /// sent (`append(contentsOf:)`), or loaded into memory first (`append(Data)`).
        enum UploadSource: String {
            case file
            case memory
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
            var form = MultipartForm()
            form.append("benchmark", name: "title")
            switch source {
            case .file:
                form.append(contentsOf: file, name: "file", contentType: "application/octet-stream")
            case .memory:
                form.append(try Data(contentsOf: file), name: "file", filename: file.lastPathComponent)
            }
            let path = RequestPath(raw: url.absoluteString)
            let counted = try await client.send(Request<Counted>.post(path, body: .multipart(form)))
            return ((ContinuousClock.now - start).seconds, counted.bytes)
        }
    }
#endif
