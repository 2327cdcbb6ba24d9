import Basics

// The client side of bench/transport.sh: sends GET requests to one URL through a Courier transport
// for a while and prints the rate, or sends a fixed number and prints the process's memory as it goes.
//
//   courier-bench rate   URL curl|urlsession CONCURRENCY SECONDS [raw|decode|transport]
//   courier-bench memory URL curl|urlsession REQUESTS
//   courier-bench decode URL curl|urlsession COUNT    (µs per JSON decoding of one response, no I/O)
//   courier-bench cancel - curl|urlsession COUNT      (latency from cancel() to the task's end)
//   courier-bench hops URL curl|urlsession CONCURRENCY SECONDS (a new task's wait for a pool thread
//                                                     while the requests run, see PoolHops)
//   courier-bench floor  URL libcurl CONCURRENCY SECONDS (libcurl alone, see CurlFloor)
//   courier-bench download URL curl|urlsession file|memory|stream FILE (one download: seconds, bytes)
//   courier-bench upload URL curl|urlsession file|memory|form-stream|stream FILE (one upload: seconds, bytes)
//
// `transport` sends through `Transport.send` alone (no `Client`), to tell the two costs apart.
// COURIER_BENCH_LOOPS=N in the environment sets CurlTransport's `eventLoopCount`; COURIER_BENCH_ON_LOOP=1
// runs the measured tasks with CurlTransport's `taskExecutor` as their executor.
// The tool is Linux-only: it measures the libcurl transport, and its helpers use Glibc.
#if os(Linux)
    import Courier
    import Foundation
    import Synchronization

    /// The bench server's JSON route returns `[Acronym]`.
    struct Acronym: Decodable, Sendable {
        struct Owner: Decodable, Sendable { let id: UUID }
        let id: UUID
        let short: String
        let long: String
        let user: Owner
    }

    /// A shared completion counter.
    final class Completed: Sendable {
        let count = Atomic(0)
    }

    enum Bench {
        static func transport(_ name: String) throws -> any Transport {
            switch name {
            case "curl":
                var configuration = CurlTransport.Configuration()
                if let loops = ProcessInfo.processInfo.environment["COURIER_BENCH_LOOPS"].flatMap({ Int($0) })
                {
                    configuration.eventLoopCount = loops
                }
                return try CurlTransport(configuration: configuration)
            case "urlsession": return URLSessionTransport()
            default: throw CourierError.invalidRequest("unknown transport \(name)")
            }
        }

        /// What each request of a rate measurement goes through.
        enum Pipeline: String {
            /// `Client` with validation, response as `Data`.
            case raw
            /// `Client` with validation and JSON decoding.
            case decode
            /// `Transport.send` alone, no `Client`.
            case transport
        }

        /// Requests per second over `seconds` with `concurrency` tasks sending back to back.
        static func rate(
            url: URL, transport: any Transport, concurrency: Int, seconds: Int, pipeline: Pipeline,
            onLoop: Bool = ProcessInfo.processInfo.environment["COURIER_BENCH_ON_LOOP"] == "1"
        ) async throws
            -> Double
        {
            let client = Client(baseURL: url, middleware: [ValidationMiddleware()], transport: transport)
            let raw = Request<Data>(path: RequestPath(raw: url.absoluteString))
            let decoded = Request<[Acronym]>(path: RequestPath(raw: url.absoluteString))
            let plain = HTTPRequest(url: url)
            @Sendable func sendOne() async throws {
                switch pipeline {
                case .raw: _ = try await client.send(raw)
                case .decode: _ = try await client.send(decoded)
                case .transport: _ = try await transport.send(plain)
                }
            }
            // Warm up: open the connections.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<concurrency { group.addTask { _ = try await client.send(raw) } }
                try await group.waitForAll()
            }
            let completed = Completed()
            let start = ContinuousClock.now
            let deadline = start + .seconds(seconds)
            let executor = onLoop ? (transport as? CurlTransport)?.taskExecutor : nil
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<concurrency {
                    group.addTask(executorPreference: executor) {
                        while ContinuousClock.now < deadline {
                            try await sendOne()
                            completed.count.add(1, ordering: .relaxed)
                        }
                    }
                }
                try await group.waitForAll()
            }
            return Double(completed.count.load(ordering: .relaxed)) / (ContinuousClock.now - start).seconds
        }

        /// Microseconds per decoding of one response of `url` into `[Acronym]` with Courier's default
        /// decoder, averaged over `count` decodings on this thread (no I/O).
        static func decodingMicroseconds(url: URL, transport: any Transport, count: Int) async throws
            -> Double
        {
            let response = try await transport.send(HTTPRequest(url: url))
            let decoder = JSONDecoder.courier()
            let start = ContinuousClock.now
            for _ in 0..<count { _ = try decoder.decode([Acronym].self, from: response.body) }
            return (ContinuousClock.now - start).seconds * 1e6 / Double(count)
        }

        /// Resident memory of this process in KiB, from /proc/self/status.
        static func residentKiB() -> Int {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
                return -1
            }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
        }

        /// Cancels `count` requests to a server that never answers, 20 ms after each starts, and returns
        /// the milliseconds from `cancel()` to the task's end, sorted.
        static func cancellationLatencies(transport: any Transport, count: Int) async throws -> [Double] {
            let listener = try SilentListener()
            let client = Client(
                baseURL: URL(string: "http://127.0.0.1:\(listener.port)/")!,  // safe: numeric port
                middleware: [], transport: transport)
            var latencies: [Double] = []
            for _ in 0..<count {
                let task = Task { try await client.send(Request<Data>(path: "never")) }
                try await Task.sleep(for: .milliseconds(20))
                let cancelled = ContinuousClock.now
                task.cancel()
                _ = await task.result
                let (whole, attos) = (ContinuousClock.now - cancelled).components
                latencies.append((Double(whole) + Double(attos) / 1e18) * 1000)
            }
            return latencies.sorted()
        }

        /// Sends `total` decoded requests sequentially and prints RSS at checkpoints.
        static func memory(url: URL, transport: any Transport, total: Int) async throws {
            let client = Client(baseURL: url, middleware: [ValidationMiddleware()], transport: transport)
            let request = Request<[Acronym]>(path: RequestPath(raw: url.absoluteString))
            let checkpoints = Set([1_000, total / 10, total / 2, total])
            for index in 1...total {
                _ = try await client.send(request)
                if checkpoints.contains(index) { print("rss_kib after \(index) \(residentKiB())") }
            }
        }
    }

    let arguments = CommandLine.arguments
    guard arguments.count >= 5, let url = URL(string: arguments[2]) ?? URL(string: "http://127.0.0.1/") else {
        print("usage: courier-bench rate URL curl|urlsession CONCURRENCY SECONDS [raw|decode|transport]")
        print("       courier-bench memory URL curl|urlsession REQUESTS")
        print("       courier-bench decode URL curl|urlsession COUNT")
        print("       courier-bench cancel - curl|urlsession COUNT")
        print("       courier-bench hops URL curl|urlsession CONCURRENCY SECONDS")
        print("       courier-bench floor URL libcurl CONCURRENCY SECONDS")
        print("       courier-bench download URL curl|urlsession file|memory|stream FILE")
        print("       courier-bench upload URL curl|urlsession file|memory|form-stream|stream FILE")
        exit(2)
    }

    /// The positive whole number at `index` of the arguments (`fallback` if absent); anything else ends
    /// the program with a usage error, so a mistyped argument never quietly measures something else.
    func positiveArgument(_ index: Int, fallback: Int? = nil) -> Int {
        if index >= arguments.count, let fallback { return fallback }
        guard index < arguments.count, let value = Int(arguments[index]), value > 0 else {
            print("courier-bench: argument \(index) must be a positive whole number")
            exit(2)
        }
        return value
    }

    #if canImport(CCurl)
        if arguments[1] == "floor" {
            do {
                let concurrency = positiveArgument(4)
                let seconds = positiveArgument(5, fallback: 5)
                let rate = try CurlFloor.rate(url: arguments[2], concurrency: concurrency, seconds: seconds)
                print(String(format: "requests_per_second %.0f", rate))
                exit(0)
            } catch {
                print("courier-bench: \(error)")
                exit(1)
            }
        }
    #endif
    do {
        let transport = try Bench.transport(arguments[3])
        switch arguments[1] {
        case "rate":
            let concurrency = positiveArgument(4)
            let seconds = positiveArgument(5, fallback: 5)
            guard let pipeline = arguments.count > 6 ? Bench.Pipeline(rawValue: arguments[6]) : .raw else {
                print("courier-bench: the pipeline is raw, decode or transport")
                exit(2)
            }
            let rate = try await Bench.rate(
                url: url, transport: transport, concurrency: concurrency, seconds: seconds, pipeline: pipeline
            )
            print(String(format: "requests_per_second %.0f", rate))
        case "cancel":
            let latencies = try await Bench.cancellationLatencies(
                transport: transport, count: positiveArgument(4))
            let median = latencies[latencies.count / 2]
            print(String(format: "cancel_ms median %.2f max %.2f", median, latencies.last ?? median))
        case "hops":
            let hops = try await PoolHops.latencies(
                url: url, transport: transport, concurrency: positiveArgument(4),
                seconds: positiveArgument(5, fallback: 5))
            guard let last = hops.last else { throw CourierError.invalidRequest("no probe ran") }
            print(
                String(
                    format: "hop_ms median %.3f p99 %.3f max %.3f", hops[hops.count / 2],
                    hops[hops.count * 99 / 100], last))
        case "decode":
            let micros = try await Bench.decodingMicroseconds(
                url: url, transport: transport, count: positiveArgument(4))
            print(String(format: "decode_us %.1f", micros))
        case "memory":
            try await Bench.memory(url: url, transport: transport, total: positiveArgument(4))
        case "download":
            guard arguments.count > 5, let target = Bench.DownloadTarget(rawValue: arguments[4]) else {
                print("courier-bench: download URL curl|urlsession file|memory|stream FILE")
                exit(2)
            }
            let (seconds, bytes) = try await Bench.download(
                url: url, transport: try Bench.downloadTransport(arguments[3]), target: target,
                file: URL(fileURLWithPath: arguments[5]))
            print(String(format: "download_seconds %.3f bytes %d", seconds, bytes))
        case "upload":
            guard arguments.count > 5, let source = Bench.UploadSource(rawValue: arguments[4]) else {
                print("courier-bench: upload URL curl|urlsession file|memory|form-stream|stream FILE")
                exit(2)
            }
            let (seconds, bytes) = try await Bench.upload(
                url: url, transport: transport, source: source, file: URL(fileURLWithPath: arguments[5]))
            print(String(format: "upload_seconds %.3f bytes %d", seconds, bytes))
        default:
            print("unknown mode \(arguments[1])")
            exit(2)
        }
    } catch {
        print("courier-bench: \(error)")
        exit(1)
    }
#else
    print("courier-bench runs on Linux, where the libcurl transport it measures exists")
#endif
