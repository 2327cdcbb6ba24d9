import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One step of a conversation with a program at a terminal.
public enum TerminalStep: Sendable {
    /// Wait until the terminal shows `text` (after what earlier steps waited for).
    case expect(String)
    /// Type a line.
    case type(String)
    /// Type a line once the terminal has stopped echoing, as a person types a password (after three
    /// seconds it is typed anyway, and shows if the program never turned echo off).
    case typeSecret(String)
    /// Type keys as they are, without a line break (for programs that read key by key).
    case keys(String)
    /// Send the program a signal.
    case signal(Int32)
    /// Resize the terminal's window and tell the program, as a terminal emulator does (SIGWINCH: the
    /// program is not the terminal's session leader, so the kernel would not send it).
    case resize(rows: UInt16, columns: UInt16)
    /// Do something outside the program before the next step, such as changing what a server holds
    /// while the program shows it. The conversation waits for it to finish.
    case perform(@Sendable () async -> Void)
    /// Type nothing for a while, so that what was typed before reaches the program on its own, as
    /// keys typed apart do (on the conversation's own thread: no task of a busy pool to wait for).
    case pause(Duration)
}

/// What a program showed on its terminal and how it exited.
public struct TerminalTranscript: Sendable, CustomStringConvertible {
    /// The exit status, or 128 + the signal's number when a signal ended the program (as a shell
    /// reports it).
    public let status: Int32
    /// The signal that ended the program, when one did rather than an exit: the program died by
    /// it, as a shell needs to see to start its prompt on a new line and stop a script.
    public let signal: Int32?
    /// Everything the terminal displayed (output, errors and echoed typing), carriage returns removed.
    public let text: String
    /// Whether the terminal echoed and read whole lines after the program ended (what a shell needs);
    /// `nil` if its settings could not be read.
    public let isCookedAtExit: Bool?
    /// Whether Backspace erased whole UTF-8 characters (`IUTF8`) after the program ended, as it was
    /// left; a new terminal starts without; `nil` if its settings could not be read.
    public let erasesWholeCharactersAtExit: Bool?

    public var description: String { "exit \(status)\n\(text)" }
}

/// Runs a program on a pseudo-terminal, so it sees a person at a keyboard: standard input, output and
/// error are the terminal. Answers are typed only once their prompt is on screen.
public enum PseudoTerminal {
    /// - Parameters:
    ///   - timeout: how long the whole conversation may take; it bounds a hang, never decides a
    ///     result (with the whole suite running on two cores, a program's start can wait long).
    ///   - rows: the terminal's height in lines.
    ///   - columns: its width.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], steps: [TerminalStep],
        timeout: Duration = .seconds(90), rows: UInt16 = 50, columns: UInt16 = 200
    ) async throws -> TerminalTranscript {
        try await OwnThread.run { () throws(ProcessError) in
            try converse(executable, arguments, environment, steps, timeout, rows, columns)
        }
    }

    private static func converse(
        _ executable: String, _ arguments: [String], _ environment: [String: String], _ steps: [TerminalStep],
        _ timeout: Duration, _ rows: UInt16, _ columns: UInt16
    ) throws(ProcessError) -> TerminalTranscript {
        let (master, slavePath) = try openTerminal(rows: rows, columns: columns)
        defer { close(master) }
        let child = try spawn(executable, arguments, environment, terminal: slavePath, master: master)
        var conversation = Conversation(master: master, child: child, steps: steps[...])
        let deadline = ContinuousClock.now + timeout
        while conversation.readMore() {
            conversation.takeSteps()
            guard ContinuousClock.now < deadline else {
                kill(child, SIGKILL)
                _ = reap(child)
                throw ProcessError("timed out: \(conversation)")
            }
        }
        let (status, signal) = reap(child)
        guard conversation.remaining.isEmpty else {
            throw ProcessError("exited \(status) early: \(conversation)")
        }
        var settings = termios()
        let readable = tcgetattr(master, &settings) == 0
        return TerminalTranscript(
            status: status, signal: signal, text: text(conversation.shown),
            isCookedAtExit: readable
                ? settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0 : nil,
            erasesWholeCharactersAtExit: readable ? settings.c_iflag & tcflag_t(IUTF8) != 0 : nil)
    }

    /// The terminal's screen so far and the steps still to take.
    private struct Conversation: CustomStringConvertible {
        let master: Int32
        let child: pid_t
        var remaining: ArraySlice<TerminalStep>
        var shown: [UInt8] = []
        /// Where the next `expect` starts looking.
        var searchFrom = 0
        /// When the current `typeSecret` step started waiting for echo to be off.
        var secretWaitStart: ContinuousClock.Instant?

        init(master: Int32, child: pid_t, steps: ArraySlice<TerminalStep>) {
            self.master = master
            self.child = child
            remaining = steps
        }

        var description: String {
            "waiting for \(remaining.first.map { "\($0)" } ?? "exit") after:\n\(text(shown))"
        }

        /// Takes every step that can be taken now.
        mutating func takeSteps() {
            while let step = remaining.first, take(step) { remaining = remaining.dropFirst() }
        }

        private mutating func take(_ step: TerminalStep) -> Bool {
            switch step {
            case .expect(let wanted):
                let screen = text(Array(shown[searchFrom...]))
                guard let found = screen.range(of: wanted) else { return false }
                searchFrom += screen[..<found.upperBound].utf8.count
            case .type(let line):
                typeLine(line, into: master)
            case .keys(let keys):
                let bytes = Array(keys.utf8)
                _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            case .signal(let number):
                kill(child, number)
            case .resize(let rows, let columns):
                var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(master, UInt(TIOCSWINSZ), &size)
                kill(child, SIGWINCH)
            case .perform(let action):
                // The conversation has a thread of its own (not one of the pool's), so it may wait.
                let done = DispatchSemaphore(value: 0)
                Task {
                    await action()
                    done.signal()
                }
                done.wait()
            case .pause(let duration):
                Thread.sleep(forTimeInterval: duration.seconds)
            case .typeSecret(let line):
                let start = secretWaitStart ?? .now
                secretWaitStart = start
                guard !isEchoing(master) || ContinuousClock.now - start > .seconds(3) else { return false }
                secretWaitStart = nil
                typeLine(line, into: master)
            }
            return true
        }

        /// Waits up to 20 ms for output and keeps it (without carriage returns); `false` once the
        /// program has closed the terminal.
        mutating func readMore() -> Bool {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { return true }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 { shown += buffer[0..<count].filter { $0 != UInt8(ascii: "\r") } }
            return count > 0 || (count < 0 && errno == EINTR)
        }
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func typeLine(_ line: String, into master: Int32) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    private static func isEchoing(_ master: Int32) -> Bool {
        var settings = termios()
        return tcgetattr(master, &settings) != 0 || settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// A new pseudo-terminal of `rows` by `columns`: the descriptor of its keyboard's side (what is
    /// written there is typed, what the program writes is read there) and the path of the program's.
    public static func openTerminal(rows: UInt16, columns: UInt16) throws(ProcessError) -> (Int32, String) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw ProcessError("cannot open /dev/ptmx") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        // TIOCSPTLCK and TIOCGPTN (<asm-generic/ioctls.h>), which Swift cannot import.
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0,
            ioctl(master, UInt(TIOCSWINSZ), &size) == 0
        else {
            close(master)
            throw ProcessError("cannot set up a pseudo-terminal")
        }
        return (master, "/dev/pts/\(number)")
    }

    /// Starts the program with the terminal as its standard streams.
    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String], terminal: String,
        master: Int32
    ) throws(ProcessError) -> pid_t {
        try Spawn.start(executable, arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
    }

    /// The child's status as a shell reports it, and the signal that ended it, if one did.
    private static func reap(_ child: pid_t) -> (status: Int32, signal: Int32?) {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, nil) : (128 + signal, signal)
    }
}
