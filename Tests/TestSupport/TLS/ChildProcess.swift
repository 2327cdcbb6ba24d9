import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, with an empty signal mask and default signal
/// handlers (Foundation's `Process` passes on the spawning thread's mask, in which test threads
/// block SIGTERM), its stdout and stderr on a pipe, and reaped with `waitpid`.
/// (`@unchecked`: `exitStatus` is only touched under `lock`.)
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    /// The read end of the child's stdout and stderr.
    let output: Int32
    private let lock = NSLock()
    private var exitStatus: Int32?

    init(_ executable: String, _ arguments: [String]) throws(TLSTestServerError) {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw TLSTestServerError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        var emptyMask = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&emptyMask)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            throw TLSTestServerError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        output = pipeEnds[0]
    }

    deinit {
        stop()
        close(output)
    }

    /// Waits for the child to exit and returns its exit status (or 128 + signal number).
    @discardableResult
    func wait() -> Int32 {
        lock.withLock {
            if let exitStatus { return exitStatus }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let code = Self.exitCode(status)
            exitStatus = code
            return code
        }
    }

    /// Kills the child (SIGKILL) unless it has been reaped already, and reaps it.
    func stop() {
        let reaped = lock.withLock { exitStatus != nil }
        guard !reaped else { return }
        kill(pid, SIGKILL)
        wait()
    }

    /// Whether the child is still alive (it is reaped if it has exited).
    var isRunning: Bool {
        lock.withLock {
            guard exitStatus == nil else { return false }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return true }
            exitStatus = Self.exitCode(status)
            return false
        }
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Reads output until `match` finds what it looks for; `nil` if the output ends first.
    func readOutput<T>(until match: (String) -> T?) -> T? {
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
}
