import Basics

/// Lines typed at a terminal, read from standard input as they are ended.
///
/// A line also ends at a carriage return. What a person types while the shell still holds the
/// terminal (the command, then the first answer, in one go) reaches the terminal while the shell's
/// line editor has turned off Enter's translation to a line feed: the kernel keeps it as text
/// ending in `\r`, and passes it on as a line once the program reads. Read up to the next `\n`, that
/// answer would be joined to the one typed after it (`2\rq`). Such an answer was not echoed either,
/// so it is echoed now, after the question it answers.
final class TerminalLines: Sendable {
    static let standardInput = TerminalLines(descriptor: TerminalDevice.standardInput)

    let descriptor: Int32
    /// Bytes read but not yet given out as lines.
    let pending = Locked<[UInt8]>([])
    /// Bytes typed after an edited answer's end, read with it: they are shown as the next answer is
    /// edited, since the terminal did not echo them.
    let unshown = Locked<[UInt8]>([])
    /// The terminal's own settings, to give back, while the program edits an answer in place of it.
    let editing = Locked<TerminalRestoration?>(nil)

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line without its end; `nil` at the end of input (Ctrl-D on an empty line). A line
    /// ended by the end of input is given as it is.
    func next(echoingTypedAhead echo: Bool) -> String? {
        pending.withLock { buffer in
            // What an edited answer left over came first.
            buffer =
                unshown.withLock { left in
                    defer { left = [] }
                    return left
                } + buffer
            while true {
                if let line = Self.takeLine(from: &buffer, echoingTypedAhead: echo) { return line }
                let chunk = readChunk()
                guard !chunk.isEmpty else {
                    guard !buffer.isEmpty else { return nil }
                    defer { buffer.removeAll() }
                    return String(decoding: buffer, as: UTF8.self)
                }
                buffer += chunk
            }
        }
    }

    /// The first whole line of `buffer`, taken out of it, or `nil` when it holds none. One ended by
    /// a lone carriage return was typed ahead, unechoed: it is echoed now.
    static func takeLine(from buffer: inout [UInt8], echoingTypedAhead echo: Bool) -> String? {
        guard let end = buffer.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        let typedAhead = buffer[end] == 0x0D
        let crlf = typedAhead && end + 1 < buffer.count && buffer[end + 1] == 0x0A
        buffer.removeFirst(end + (crlf ? 2 : 1))
        if typedAhead && !crlf { Self.echo(echo ? SafeText.line(line) + "\n" : "\n") }
        return line
    }

    /// Shows what was typed where the questions are asked (standard error), on a terminal only.
    private static func echo(_ text: String) {
        guard TerminalDevice.isTerminal(TerminalDevice.standardError) else { return }
        _ = Array(text.utf8).withUnsafeBytes { DescriptorIO.writeAll($0, to: TerminalDevice.standardError) }
    }
}
