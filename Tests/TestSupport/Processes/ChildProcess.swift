import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a child process could not be started or finish.
public struct ProcessError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A child process started with `posix_spawn`, with an empty signal mask and default signal
/// handlers (Foundation's `Process` passes on the spawning thread's mask, in which test threads
/// block SIGTERM), and reaped with `waitpid`.
///
/// Its stdout and stderr go to `output` (one pipe), or to `output` and `errorOutput` when
/// `separateErrors` is set; its stdin is `/dev/null`, or the pipe `input` when `withInput` is set.
/// (`@unchecked`: `exitStatus` is only touched under `lock`.)
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    /// The read end of the child's stdout (and stderr, unless separated).
    public let output: Int32
    /// The read end of the child's stderr when separated, else -1.
    public let errorOutput: Int32
    /// The write end of the child's stdin when requested, else -1.
    public private(set) var input: Int32
    private let lock = NSLock()
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments`; `environment` replaces the parent's when given.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        separateErrors: Bool = false, withInput: Bool = false
    ) throws(ProcessError) {
        let out = try Self.makePipe()
        let err = separateErrors ? try Self.makePipe() : out
        let stdin = withInput ? try Self.makePipe() : (read: Int32(-1), write: Int32(-1))
        let child: pid_t
        do {
            child = try Spawn.start(executable, arguments, environment: environment) { actions in
                if withInput {
                    posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
                } else {
                    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                }
                posix_spawn_file_actions_adddup2(&actions, out.write, 1)
                posix_spawn_file_actions_adddup2(&actions, err.write, 2)
                for descriptor in Set([out.read, err.read, stdin.write, out.write, err.write, stdin.read])
                where descriptor > 2 {
                    posix_spawn_file_actions_addclose(&actions, descriptor)
                }
            }
        } catch {
            for descriptor in Set([out.read, err.read, stdin.write, out.write, err.write, stdin.read])
            where descriptor >= 0 {
                close(descriptor)
            }
            throw error
        }
        for descriptor in Set([out.write, err.write, stdin.read]) where descriptor >= 0 { close(descriptor) }
        pid = child
        output = out.read
        errorOutput = separateErrors ? err.read : -1
        input = stdin.write
    }

    deinit {
        stop()
        closeInput()
        close(output)
        if errorOutput >= 0 { close(errorOutput) }
    }

    /// Closes the child's stdin (it then reads end of file).
    public func closeInput() {
        lock.withLock {
            if input >= 0 { close(input) }
            input = -1
        }
    }

    /// Waits for the child to exit and returns its exit status (or 128 + signal number).
    @discardableResult
    public func wait() -> Int32 {
        lock.withLock {
            if let exitStatus { return exitStatus }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let code = Self.exitCode(status)
            exitStatus = code
            return code
        }
    }

    /// ``wait()`` for async tests: waits on a thread of its own, not on the cooperative pool.
    @discardableResult
    public func exited() async -> Int32 {
        await OwnThread.run { self.wait() }
    }

    /// Sends `signal` to the child if it has not been reaped.
    public func send(_ signal: Int32) {
        if lock.withLock({ exitStatus == nil }) { kill(pid, signal) }
    }

    /// Kills the child (SIGKILL) unless it has been reaped already, and reaps it.
    public func stop() {
        let reaped = lock.withLock { exitStatus != nil }
        guard !reaped else { return }
        kill(pid, SIGKILL)
        wait()
    }

    /// Whether the child is still alive (it is reaped if it has exited).
    public var isRunning: Bool {
        lock.withLock {
            guard exitStatus == nil else { return false }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return true }
            exitStatus = Self.exitCode(status)
            return false
        }
    }

    /// Reads `output` until `match` finds what it looks for; `nil` if the output ends first.
    /// Blocks the calling thread.
    public func readOutput<T>(until match: (String) -> T?) -> T? {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
            if let found = match(text) { return found }
        }
    }

    private static func makePipe() throws(ProcessError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ProcessError("pipe failed") }
        return (ends[0], ends[1])
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
