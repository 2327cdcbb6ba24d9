import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What a ``ServerProcess`` printed after its listening line: read continuously on a thread of its
/// own (a server whose output nobody reads stops when the pipe fills), the last 16 KiB kept for
/// diagnostics.
public final class ServerOutput: Sendable {
    private let text = Mutex("")

    init(reading descriptor: Int32) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
                text.withLock { $0 = String(($0 + chunk).suffix(16_384)) }
            }
        }.start()
    }

    /// The last 16 KiB printed so far.
    public var recent: String { text.withLock { $0 } }
}

extension ServerProcess {
    /// Starts keeping what the server prints from now on (see ``ServerOutput``).
    public func keepOutput() -> ServerOutput { ServerOutput(reading: process.output) }

    /// Stops the server with SIGTERM (SIGKILL if it has not exited after five seconds) and reaps it,
    /// off the cooperative pool.
    public func stopGracefully() async {
        let process = process
        await OwnThread.run {
            process.send(SIGTERM)
            let deadline = ContinuousClock.now + .seconds(5)
            while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
            process.stop()
        }
    }
}
