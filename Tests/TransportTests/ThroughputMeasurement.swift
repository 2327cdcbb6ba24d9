import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// A quick requests-per-second comparison of the transports against the loopback server's ~1 KB
/// JSON route, sequentially and with 16 concurrent tasks. Not a benchmark (the proper one comes
/// with the bench script) and off by default: run with `COURIER_MEASURE=1`, in a release build
/// (`swift test -c release`), since in debug builds the in-process test server is the bottleneck.
@Suite(
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["COURIER_MEASURE"] != nil, "set COURIER_MEASURE=1"))
struct ThroughputMeasurement {
    static let duration = Duration.seconds(3)

    @Test(arguments: TransportKind.all)
    func requestsPerSecond(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let url = server.url("/json")
        _ = try await transport.send(.get, url)

        let sequential = try await Self.measure(tasks: 1, transport: transport, url: url)
        let concurrent = try await Self.measure(tasks: 16, transport: transport, url: url)

        print("\(kind.rawValue): sequential \(sequential) req/s, 16 concurrent \(concurrent) req/s")
        #expect(sequential > 0 && concurrent > 0)
    }

    static func measure(tasks: Int, transport: any Transport, url: URL) async throws -> Int {
        let deadline = ContinuousClock.now + duration
        let start = ContinuousClock.now
        let total: Int = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var count = 0
                    while ContinuousClock.now < deadline {
                        _ = try await transport.send(.get, url)
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed: TimeInterval = (ContinuousClock.now - start).seconds
        return Int(Double(total) / elapsed)
    }
}
