import Basics
import Foundation

/// Somewhere text is written: a standard stream, or a buffer in tests.
public protocol TextSink: Sendable {
    func write(_ text: String)
    /// The `errno` of the first write that failed (a full disk, a closed pipe), `nil` while every
    /// write has gone through.
    var failure: Int32? { get }
}

extension TextSink {
    public var failure: Int32? { nil }
}

/// Writes straight to a file descriptor (unbuffered, so standard output and error stay in order).
public struct FileDescriptorSink: TextSink {
    public let descriptor: Int32
    private let firstFailure = Locked<Int32?>(nil)

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ text: String) {
        guard let failed = TerminalDevice.write(text, to: descriptor) else { return }
        firstFailure.withLock { $0 = $0 ?? failed }
    }

    public var failure: Int32? { firstFailure.withLock { $0 } }
}

/// Collects text in memory, for tests.
public final class TextBuffer: TextSink {
    private let storage = Locked("")

    public init() {}

    public func write(_ text: String) { storage.withLock { $0 += text } }

    /// Everything written so far (since the last ``clear()``).
    public var text: String { storage.withLock { $0 } }

    /// Forgets what was written, so that `text` holds what comes next.
    public func clear() { storage.withLock { $0 = "" } }
}
