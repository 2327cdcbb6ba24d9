import Basics

#if os(Linux)
    import Courier
    import Foundation

    extension Bench {
        /// Where `courier-bench download` puts the body: a file (`Request.download`), memory, or
        /// nowhere: read as it arrives (`client.bytes(for:)`) and counted.
        enum DownloadTarget: String {
            case file
            case memory
            case stream
        }

        /// A transport whose memory limit (`maxResponseBytes`) admits a 1 GiB body, so the memory
        /// figure can be compared with the file figure.
        static func downloadTransport(_ name: String) throws -> any Transport {
            if name == "urlsession" {
                var configuration = URLSessionTransport.Configuration()
                configuration.maxResponseBytes = 1 << 30
                return URLSessionTransport(configuration: configuration)
            }
            var configuration = CurlTransport.Configuration()
            configuration.maxResponseBytes = 1 << 30
            return try CurlTransport(configuration: configuration)
        }

        /// Downloads `url` once and returns the seconds it took and the bytes received.
        static func download(url: URL, transport: any Transport, target: DownloadTarget, file: URL)
            async throws -> (seconds: Double, bytes: Int)
        {
            let client = Client(baseURL: url, middleware: [ValidationMiddleware()], transport: transport)
            let path = RequestPath(raw: url.absoluteString)
            let start = ContinuousClock.now
            let bytes: Int
            switch target {
            case .file:
                let saved = try await client.send(Request.download(path, to: file))
                bytes = (try FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int) ?? 0
            case .memory:
                bytes = try await client.send(Request<Data>(path: path)).count
            case .stream:
                let (body, _) = try await client.bytes(for: Request<Data>(path: path))
                var count = 0
                for try await chunk in body { count += chunk.count }
                bytes = count
            }
            return ((ContinuousClock.now - start).seconds, bytes)
        }
    }
#endif
