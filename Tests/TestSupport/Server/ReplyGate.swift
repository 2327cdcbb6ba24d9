import Dispatch

/// A gate a ``ScriptedReply/gated(status:headers:body:firstPart:gate:)`` reply waits at part way
/// through its body, until the test opens it: proof that a client used the first part before the
/// rest existed, without timing anything.
public final class ReplyGate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    public init() {}

    /// Lets the waiting reply go on.
    public func open() { semaphore.signal() }

    /// Waits until opened, at most `seconds` (a test that fails must not hang the server).
    func wait(seconds: Int = 60) -> Bool { semaphore.wait(timeout: .now() + .seconds(seconds)) == .success }

    /// For a test that waits on a gate itself (off the cooperative pool: this blocks its thread).
    public func waitForTest() { _ = wait() }
}
