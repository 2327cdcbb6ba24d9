/// The settings of a server program (`til-server`, `airtable-local`): read from its command line
/// and environment by the program, declared for `--help` by ``command``.
public protocol ServerSettings: Sendable {
    /// The program's command line, for its help and usage errors.
    static var command: Command<Void> { get }
    /// `-h` or `--help` was given: the help is printed and nothing else is read or done.
    var helpRequested: Bool { get }
}

/// How a server program runs, the same for each: its settings read (a usage error is printed with
/// its usage, and exits 2), its help printed when asked for (exit 0), else it serves until it is
/// stopped (exit 0) or fails (printed after the program's name, exit 1).
public enum ServerProgram {
    /// Returns the process exit status.
    public static func run<Settings: ServerSettings>(
        reading settings: () throws(UsageError) -> Settings, serve: (Settings) throws -> Void
    ) -> Int32 {
        let read: Settings
        do {
            read = try settings()
        } catch {
            printError(error.report)
            return ExitCode.usage.rawValue
        }
        if read.helpRequested {
            print(HelpFormatter.help(for: [Settings.command]))
            return 0
        }
        do {
            try serve(read)
            return 0
        } catch {
            printError("\(Settings.command.name): \(error)")
            return ExitCode.failure.rawValue
        }
    }

    private static func printError(_ message: String) {
        FileDescriptorSink(descriptor: TerminalDevice.standardError).write(message + "\n")
    }
}
