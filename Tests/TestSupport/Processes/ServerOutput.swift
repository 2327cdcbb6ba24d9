import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What a ``ServerProcess`` printed after its listening line: read continuously on a thread of its
/// own (a server whose output nobody reads stops when the pipe fills), the last 16 KiB kept for
/// diagnostics.
///
/// The thread reads a copy of the descriptor, which it closes itself at the end of the output. The
/// process's own is closed when the process is released, which may come while the thread is between
/// two reads; the number may then already be another test's socket, and a read of it would take
/// that socket's answer away.
public final class ServerOutput: Sendable {
    private let text = Mutex("")

    /// - Parameter afterEachRead: run on the reader's thread after each chunk it keeps (tests hold
    ///   the reader there).
    init(reading descriptor: Int32, afterEachRead: @escaping @Sendable () -> Void = {}) {
        let own = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        Thread { [self] in
            guard own >= 0 else { return }
            defer { close(own) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(own, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
                text.withLock { $0 = String(($0 + chunk).suffix(16_384)) }
                afterEachRead()
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
