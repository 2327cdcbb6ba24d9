import Basics
import Courier
import Foundation

/// `-v`: logs every exchange on the wire, one line each: `PATCH http://…/Meals → 200 (61 ms)`.
///
/// It wraps the transport, below the client's rate governor, so requests the governor sends again
/// after a 429 are logged too (`bench/meallog-import.sh` counts the 429s this way). URLs carry no
/// secret (the token travels in a header, which is not logged).
struct WireLog: Transport {
    let transport: any Transport
    let sink: @Sendable (String) -> Void

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let start = ContinuousClock.now
        let line = "\(request.method.rawValue) \(request.url.absoluteString)"
        do {
            let response = try await transport.send(request)
            sink("[wire] \(line) → \(response.status) (\(Self.milliseconds(since: start)) ms)")
            return response
        } catch {
            sink("[wire] \(line) → \(error)")
            throw error
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }

    /// The transport `Client` would use by default: libcurl on Linux, `URLSession` elsewhere.
    static func defaultTransport() -> any Transport {
        #if os(Linux)
            if let curl = try? CurlTransport() { return curl }
        #endif
        return URLSessionTransport()
    }
}
