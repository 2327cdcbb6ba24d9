import Terminal

/// A console writing to buffers, for the kit's tests.
struct TestConsole {
    let output = TextBuffer()
    let errors = TextBuffer()
    let console: Console

    init(isInteractive: Bool = false) {
        console = Console(
            output: output, errors: errors, input: ScriptedLines([]), isInteractive: isInteractive)
    }
}
