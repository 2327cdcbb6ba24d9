import Basics
import Foundation
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input as it is typed: the terminal in non-canonical mode without echo (and with
/// Ctrl-C delivered as a key), read on a thread of its own. The settings come back on ``restore()``,
/// and also when SIGTERM, SIGINT or SIGHUP ends the program first (`TerminalRestoration`).
final class RawKeyboard: Sendable {
    private let restoration: TerminalRestoration?

    /// Switches the terminal to raw input; ``restore()`` puts it back.
    init() {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else {
            restoration = nil
            return
        }
        restoration = TerminalRestoration(restoring: settings)
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(0, TCSANOW, &raw)
    }

    func restore() { restoration?.restore() }

    /// The bytes typed, as they arrive (a paste comes as a few large chunks rather than a key at a
    /// time), until the input ends.
    func chunks() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes {
                        DescriptorIO.readSome(from: TerminalDevice.standardInput, into: $0)
                    }
                    guard count > 0 else { break }
                    continuation.yield(Array(buffer[..<count]))
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
