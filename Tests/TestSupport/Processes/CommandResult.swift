import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished command printed and how it exited.
public struct CommandResult: Sendable, CustomStringConvertible {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// Runs a command to completion with given standard input, capturing standard output and error
/// separately. The blocking work happens on a thread of its own, never on Swift's cooperative pool.
public enum Command {
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: String = "",
        timeout: Duration = .seconds(60)
    ) async throws -> CommandResult {
        _ = ignoreBrokenPipes
        return try await OwnThread.run {
            try runBlocking(executable, arguments, environment, Array(input.utf8), timeout)
        }
    }

    /// Writing to a child that already exited must fail with EPIPE, not kill the test process.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    private static func runBlocking(
        _ executable: String, _ arguments: [String], _ environment: [String: String], _ input: [UInt8],
        _ timeout: Duration
    ) throws -> CommandResult {
        let process = try ChildProcess(
            executable, arguments, environment: environment, separateErrors: true, withInput: true)
        var written = 0
        var out: [UInt8] = []
        var err: [UInt8] = []
        var open = (stdout: true, stderr: true)
        if input.isEmpty { process.closeInput() }
        let deadline = ContinuousClock.now + timeout
        while open.stdout || open.stderr {
            guard ContinuousClock.now < deadline else {
                process.stop()
                throw ProcessError("\(executable) \(arguments.joined(separator: " ")) timed out")
            }
            var fds = [
                pollfd(fd: open.stdout ? process.output : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open.stderr ? process.errorOutput : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: process.input, events: Int16(POLLOUT), revents: 0),
            ]
            guard poll(&fds, 3, 100) >= 0 || errno == EINTR else { throw ProcessError("poll failed") }
            if fds[0].revents != 0 { open.stdout = drain(process.output, into: &out) }
            if fds[1].revents != 0 { open.stderr = drain(process.errorOutput, into: &err) }
            if process.input >= 0, fds[2].revents != 0 {
                let count = input[written...].withUnsafeBytes {
                    write(process.input, $0.baseAddress, $0.count)
                }
                if count > 0 { written += count }
                if count < 0 || written == input.count { process.closeInput() }
            }
        }
        return CommandResult(
            status: process.wait(), stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// Reads what is available; returns whether the pipe is still open.
    private static func drain(_ descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        buffer.append(contentsOf: chunk[0..<count])
        return count > 0
    }
}
