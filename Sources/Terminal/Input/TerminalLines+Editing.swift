import Basics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalLines {
    /// Turns the terminal's own line editing and echo off, for an answer the program edits
    /// (``edited(after:on:secret:)``), before its question is written: a key typed as soon as the
    /// question shows is then the program's to read, a Ctrl-D included. What was typed before is
    /// kept as it was typed ahead. Returns whether editing has begun; it cannot while the program runs
    /// in the background, since changing the terminal's settings would stop it.
    @discardableResult
    func beginEditing() -> Bool {
        editing.withLock { editing in
            if editing != nil { return true }
            var original = termios()
            guard TerminalDevice.isForeground(descriptor), tcgetattr(descriptor, &original) == 0 else {
                return false
            }
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            let restoration = TerminalRestoration(restoring: original, of: descriptor, changed: raw)
            guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
                restoration.restore()
                return false
            }
            editing = restoration
            // An unfinished line the terminal held is readable once its line editing is off.
            let typedAhead = availableBytes()
            pending.withLock { $0 += typedAhead }
            return true
        }
    }

    /// Gives the terminal its settings back, if editing had begun.
    func endEditing() {
        editing.withLock { editing in
            editing?.restore()
            editing = nil
        }
    }

    /// The next answer, typed after `question` (just written to the terminal `display`), edited by
    /// ``AnswerEditor`` so that what the screen shows is what is saved; the terminal's settings come
    /// back after it. `nil` when editing has not begun (``beginEditing()``): read the line as the
    /// terminal edits it then.
    ///
    /// A whole line typed before the question was asked was taken as a line by the terminal, which
    /// echoed it (``takeLine(from:echoingTypedAhead:)``): it is the answer. An unfinished one is
    /// edited on, and so shown again after the question.
    func edited(after question: String, on display: Int32, secret: Bool) -> AnswerEditor.Ending? {
        guard editing.withLock({ $0 != nil }) else { return nil }
        defer { endEditing() }
        return pending.withLock { typedAhead -> AnswerEditor.Ending in
            var input = unshown.withLock { bytes in
                defer { bytes = [] }
                return bytes
            }
            if input.isEmpty, let line = Self.takeLine(from: &typedAhead, echoingTypedAhead: !secret) {
                return .line(line)
            }
            // What was left over from the last answer came before what was typed since.
            input += typedAhead
            typedAhead = []

            let lastLine = String(
                question.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            var editor = AnswerEditor(
                questionColumns: DisplayWidth.of(lastLine), columns: columns(of: display), secret: secret,
                mostBytes: Prompter.terminalLineBytes)
            Self.write(editor.opening, to: display)
            var resumes = TerminalRestoration.resumes
            /// Stopped and gone on (Ctrl-Z, `fg`), and the shell has written since; or, when
            /// `resized` is looked at, the window was resized and the terminal may have laid the
            /// answer out again: the answer is drawn afresh on a line of its own, at the window's
            /// width now (it may have changed while the program was stopped).
            func drawAgainIfMoved(lookingAtWidth resized: Bool) {
                let resumed = TerminalRestoration.resumes != resumes
                let width = resized || resumed ? columns(of: display) : editor.columns
                guard resumed || width != editor.columns else { return }
                resumes = TerminalRestoration.resumes
                editor.columns = width
                Self.write((resumed ? "" : "\n") + editor.drawnAfresh(after: lastLine), to: display)
            }
            while true {
                drawAgainIfMoved(lookingAtWidth: true)
                for (index, byte) in input.enumerated() {
                    let (echo, ending) = editor.take(byte)
                    Self.write(echo, to: display)
                    if let ending {
                        var rest = Array(input[(index + 1)...])
                        if case .cut = ending { dropLineEnd(of: &rest) }
                        unshown.withLock { $0 = rest }
                        return ending
                    }
                }
                editor.endOfChunk()
                if editor.mayHaveEscapeAlone, !hasInput(within: Self.escapeWait) { editor.escapeWasAlone() }
                // The question and answer are back as soon as the program goes on after `fg`, not
                // at the next key. A resize waits for a key: a window dragged wider would otherwise
                // leave a line for every width it passed.
                while !hasInput(within: Self.resumeCheck) { drawAgainIfMoved(lookingAtWidth: false) }
                input = readChunk()
                // The end of the input (a hangup), or the terminal given to another job (the shell,
                // after this program's parent ended): an unfinished answer is not an answer.
                guard !input.isEmpty, TerminalDevice.isForeground(descriptor) else { return .inputEnded }
            }
        }
    }

    private func columns(of display: Int32) -> Int {
        TerminalDevice.columns(of: display, environment: [:]) ?? 80
    }

    /// Drops what was pasted past a cut answer, to its line's end: the rest of the line, read now
    /// as far as it comes at once (a paste's bytes come together), goes with the cut answer, and
    /// the lines after it are kept for the next answers.
    private func dropLineEnd(of rest: inout [UInt8]) {
        func lineEnd() -> Int? { rest.firstIndex { $0 == 0x0A || $0 == 0x0D } }
        while lineEnd() == nil, hasInput(within: Self.escapeWait) {
            let more = readChunk()
            guard !more.isEmpty else { break }
            rest += more
        }
        if let end = lineEnd() { rest.removeFirst(end + 1) } else { rest = [] }
    }

    /// How long the bytes of a key's sequence may come after its ESC: later, it was the Esc key.
    static let escapeWait: Int32 = 50

    /// How often, in milliseconds, an answer waiting for a key looks whether the program was
    /// stopped and went on.
    static let resumeCheck: Int32 = 200

    /// Whether a byte can be read within `milliseconds`.
    private func hasInput(within milliseconds: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, milliseconds) > 0
    }

    /// The bytes that can be read without waiting.
    private func availableBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        while hasInput(within: 0) {
            let chunk = readChunk()
            guard !chunk.isEmpty else { break }
            bytes += chunk
        }
        return bytes
    }

    /// The next bytes typed, waiting for them; empty at the end of the input.
    func readChunk() -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { DescriptorIO.readSome(from: descriptor, into: $0) }
        return count > 0 ? Array(chunk[..<count]) : []
    }

    private static func write(_ text: String, to display: Int32) {
        if !text.isEmpty { TerminalDevice.write(text, to: display) }
    }
}
