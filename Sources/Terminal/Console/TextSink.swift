import Foundation

/// Somewhere text is written: a standard stream, or a buffer in tests.
public protocol TextSink: Sendable {
    func write(_ text: String)
}

/// Writes straight to a file descriptor (unbuffered, so standard output and error stay in order).
public struct FileDescriptorSink: TextSink {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ text: String) { TerminalDevice.write(text, to: descriptor) }
}

/// Collects text in memory, for tests.
///
/// `@unchecked Sendable`: `storage` is only touched while holding `lock`.
public final class TextBuffer: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    public init() {}

    public func write(_ text: String) { lock.withLock { storage += text } }

    /// Everything written so far (since the last ``clear()``).
    public var text: String { lock.withLock { storage } }

    /// Forgets what was written, so that `text` holds what comes next.
    public func clear() { lock.withLock { storage = "" } }
}
