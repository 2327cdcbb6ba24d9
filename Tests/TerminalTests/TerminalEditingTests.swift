import Basics
import Foundation
import TestSupport
import Testing

@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An answer edited at a real (pseudo-)terminal: its own line editing is off from before the
/// question until the answer ends, and back on after; what is typed after the answer's end is shown
/// with the next answer. One at a time: a test of going on after a stop tells every answer being
/// edited in the process.
@Suite(.offCooperativePool, .serialized, .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct TerminalEditingTests {
    /// A pseudo-terminal of 40 columns: the keyboard's side, and the program's.
    private struct TestTerminal {
        let keyboard: Int32
        let program: Int32

        init() throws {
            let (keyboard, path) = try PseudoTerminal.openTerminal(rows: 24, columns: 40)
            self.keyboard = keyboard
            program = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
            try #require(program >= 0)
        }

        func shut() {
            close(program)
            close(keyboard)
        }

        /// Whether the terminal's own line editing is on.
        var isCanonical: Bool {
            var settings = termios()
            return tcgetattr(program, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) != 0
        }

        func type(_ keys: String) { TerminalDevice.write(keys, to: keyboard) }

        /// What the program wrote to the terminal since last asked, and the terminal echoed.
        func shown() -> String {
            var bytes: [UInt8] = []
            var waiting = pollfd(fd: keyboard, events: Int16(POLLIN), revents: 0)
            while poll(&waiting, 1, 100) > 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { DescriptorIO.readSome(from: keyboard, into: $0) }
                guard count > 0 else { break }
                bytes += chunk[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The answer `lines` edits on `terminal`, begun before `keys` are typed.
    private func answer(_ lines: TerminalLines, on terminal: TestTerminal, typing keys: String?) throws
        -> AnswerEditor.Ending?
    {
        #expect(lines.beginEditing())
        #expect(!terminal.isCanonical, "the terminal's line editing is off before the question")
        if let keys { terminal.type(keys) }
        return lines.edited(after: "料理名: ", on: terminal.program, secret: false)
    }

    /// The answer `lines` edits on a thread of its own while `keys` are typed, once the editor has
    /// shown them: where its ending will be, and what the terminal showed until then.
    private func editingInBackground(_ lines: TerminalLines, on terminal: TestTerminal, typing keys: String)
        -> (ending: Locked<AnswerEditor.Ending??>, shown: String)
    {
        #expect(lines.beginEditing())
        let ending = Locked<AnswerEditor.Ending??>(nil)
        Thread.detachNewThread {
            let answer = lines.edited(after: "料理名: ", on: terminal.program, secret: false)
            ending.withLock { $0 = .some(answer) }
        }
        terminal.type(keys)
        var shown = ""
        #expect(
            eventuallyBlocking {
                shown += terminal.shown()
                return shown.contains(keys)
            })
        return (ending, shown)
    }

    @Test func anAnswerIsEditedByTheProgramAndTheTerminalIsGivenBack() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        let lines = TerminalLines(descriptor: terminal.program)
        #expect(try answer(lines, on: terminal, typing: "ハンバーグ定食\u{7F}\u{7F}\rnext\r") == .line("ハンバーグ"))
        #expect(terminal.isCanonical, "its line editing is back on after the answer")
        let shown = terminal.shown()
        #expect(shown.hasSuffix("\u{1B}[Jハンバーグ\r\n"), "\(shown.debugDescription)")

        // The next answer was typed with the first, and never echoed: it is shown as it is taken.
        #expect(try answer(lines, on: terminal, typing: nil) == .line("next"))
        #expect(terminal.shown() == "next\r\n")
    }

    /// What was pasted past one answer's end comes before what is typed while the program works:
    /// the next answer is the two in the order they were typed.
    @Test func aPastedRestComesBeforeWhatIsTypedAfterIt() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        let lines = TerminalLines(descriptor: terminal.program)
        #expect(try answer(lines, on: terminal, typing: "Tokyo\rOsaka") == .line("Tokyo"))
        terminal.type(" Station\r")  // while no question is asked
        #expect(eventuallyBlocking { terminal.shown().contains("Station") })
        #expect(try answer(lines, on: terminal, typing: nil) == .line("Osaka Station"))
    }

    /// A paste longer than an answer may be ends the answer as cut (the prompter says so); the
    /// rest of its line goes with it, and the next line is the next answer. (This passes with the
    /// loop in `dropLineEnd` that reads the rest of the line taken out, so it does not yet show that
    /// loop is needed.)
    @Test func anAnswerTooLongIsCutAndTheRestOfItsLineDropped() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        let lines = TerminalLines(descriptor: terminal.program)
        // Longer than one read of the keyboard takes, so the rest of the line comes in reads of
        // its own; typed from another thread, as the terminal takes it only as fast as it is read.
        let long = String(repeating: "x", count: Prompter.terminalLineBytes + 3000)
        #expect(lines.beginEditing())
        Thread.detachNewThread { terminal.type(long + "\rnext\r") }
        let cut = lines.edited(after: "料理名: ", on: terminal.program, secret: false)
        #expect(cut == .cut(String(repeating: "x", count: Prompter.terminalLineBytes)))
        #expect(try answer(lines, on: terminal, typing: nil) == .line("next"))
    }

    /// An answer the input ends in the middle of (the terminal hung up) is no answer: nothing
    /// unfinished is saved.
    @Test func anUnfinishedAnswerIsNotTakenWhenTheInputEnds() throws {
        let terminal = try TestTerminal()
        // The keyboard's side is closed by the test itself (the hangup), and only once: closed
        // twice, the second close could end a descriptor another test has opened since.
        defer { close(terminal.program) }
        let lines = TerminalLines(descriptor: terminal.program)
        let (ending, _) = editingInBackground(lines, on: terminal, typing: "unfinished")
        close(terminal.keyboard)  // a hangup
        #expect(eventuallyBlocking { ending.withLock { $0 != nil } })
        #expect(ending.withLock { $0 } == .some(.inputEnded))
    }

    /// Gone on after a stop (Ctrl-Z, then `fg`, while the shell wrote over the screen): the
    /// question and what was typed are drawn again at once, before any other key.
    @Test func theAnswerIsDrawnAgainAsSoonAsTheProgramGoesOn() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        let lines = TerminalLines(descriptor: terminal.program)
        let (ending, shown) = editingInBackground(lines, on: terminal, typing: "カレー")
        #expect(!shown.contains("料理名"), "the question is the prompter's to write")
        TerminalRestoration.wentOn()
        var redrawn = ""
        #expect(
            eventuallyBlocking {
                redrawn += terminal.shown()
                return redrawn.contains("\r\u{1B}[J料理名: カレー")
            }, "\(redrawn.debugDescription)")
        terminal.type("\r")
        #expect(eventuallyBlocking { ending.withLock { $0 != nil } })
        #expect(ending.withLock { $0 } == .some(.line("カレー")))
    }

    @Test func ctrlDAsSoonAsTheQuestionShowsEndsTheInput() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        let lines = TerminalLines(descriptor: terminal.program)
        #expect(try answer(lines, on: terminal, typing: "\u{4}") == .inputEnded)
        #expect(terminal.isCanonical)
    }

    @Test func aLineTypedBeforeTheQuestionIsTheAnswerAsTheTerminalTookIt() throws {
        let terminal = try TestTerminal()
        defer { terminal.shut() }
        terminal.type("ahead\r")  // the terminal's own editing echoes it, and ends it with \n
        #expect(eventuallyBlocking { terminal.shown().contains("ahead") })
        let lines = TerminalLines(descriptor: terminal.program)
        #expect(try answer(lines, on: terminal, typing: nil) == .line("ahead"))
        #expect(terminal.shown() == "", "not shown twice")
        #expect(terminal.isCanonical)
    }
}
