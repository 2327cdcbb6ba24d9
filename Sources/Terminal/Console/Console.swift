/// A command-line tool's streams: where output and errors go, where input comes from, and how to
/// style each.
///
/// ``standard(environment:)`` is the real terminal; tests build one from a ``TextBuffer`` and
/// ``ScriptedLines``.
public struct Console: Sendable {
    public var output: any TextSink
    public var errors: any TextSink
    public var input: any LineSource
    /// Whether a person is at a terminal (standard input and output are terminals): menus make sense.
    public var isInteractive: Bool
    /// Whether the terminal takes cursor and erase controls (a line rewritten in place, a screen
    /// cleared): not one whose `TERM` is `dumb`, which gets whole lines only.
    public var movesCursor = true
    /// Whether questions can be asked: standard input and standard error (where prompts go) are
    /// terminals, even when the output is piped.
    public var canPrompt: Bool
    public var outputStyle: Stylist
    public var errorStyle: Stylist
    /// The output terminal's width, `nil` when output is not a terminal (never truncate for pipes).
    /// The standard console measures it at each use, so that a session's next screen fits a window
    /// resized since it began.
    public var width: Int? {
        get { measuredWidth() }
        set { measuredWidth = { newValue } }
    }
    /// The output terminal's height in lines, `nil` when output is not a terminal; measured at each
    /// use like ``width``.
    public var height: Int? {
        get { measuredHeight() }
        set { measuredHeight = { newValue } }
    }
    private var measuredWidth: @Sendable () -> Int?
    private var measuredHeight: @Sendable () -> Int?

    /// - Parameter canPrompt: whether questions can be asked; the same as `isInteractive` when `nil`.
    public init(
        output: any TextSink, errors: any TextSink, input: any LineSource, isInteractive: Bool = false,
        canPrompt: Bool? = nil, outputStyle: Stylist = Stylist(enabled: false),
        errorStyle: Stylist = Stylist(enabled: false),
        width: Int? = nil, height: Int? = nil
    ) {
        self.output = output
        self.errors = errors
        self.input = input
        self.isInteractive = isInteractive
        self.canPrompt = canPrompt ?? isInteractive
        self.outputStyle = outputStyle
        self.errorStyle = errorStyle
        measuredWidth = { width }
        measuredHeight = { height }
    }

    /// The process's standard streams, with colour per ``ColourPolicy``.
    public static func standard(environment: [String: String]) -> Console {
        let outputIsTerminal = TerminalDevice.isTerminal(TerminalDevice.standardOutput)
        let errorIsTerminal = TerminalDevice.isTerminal(TerminalDevice.standardError)
        let inputIsTerminal = TerminalDevice.isTerminal(TerminalDevice.standardInput)
        var console = Console(
            output: FileDescriptorSink(descriptor: TerminalDevice.standardOutput),
            errors: FileDescriptorSink(descriptor: TerminalDevice.standardError),
            input: StandardInput(),
            isInteractive: inputIsTerminal && outputIsTerminal, canPrompt: inputIsTerminal && errorIsTerminal,
            outputStyle: Stylist(
                enabled: ColourPolicy.wantsColour(environment: environment, isTerminal: outputIsTerminal)),
            errorStyle: Stylist(
                enabled: ColourPolicy.wantsColour(environment: environment, isTerminal: errorIsTerminal)))
        console.movesCursor = environment["TERM"] != "dumb"
        console.measuredWidth = {
            TerminalDevice.columns(of: TerminalDevice.standardOutput, environment: environment)
        }
        console.measuredHeight = {
            TerminalDevice.rows(of: TerminalDevice.standardOutput, environment: environment)
        }
        return console
    }

    /// Writes `text` and a line break to the output.
    public func print(_ text: String = "") { output.write(text + "\n") }

    /// Writes `text` and a line break to the error stream.
    public func printError(_ text: String) { errors.write(text + "\n") }
}
