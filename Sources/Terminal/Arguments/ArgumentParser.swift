/// Parses command lines against ``Command`` declarations.
///
/// Accepts `--name value`, `--name=value`, `-n value`, `-nvalue`, clustered flags (`-vq`), and `--` to
/// end options. Options declared on the command, or inherited from its parents, may appear anywhere
/// after the command that declares them. `-h`/`--help` are always accepted.
public enum ArgumentParser {
    /// Parses `arguments` (without the program name) starting at `root`.
    public static func parse<Context>(_ arguments: [String], root: Command<Context>) throws(UsageError)
        -> Invocation<Context>
    {
        var state = State<Context>(root: root)
        var tokens = arguments[...]
        while let token = tokens.popFirst() {
            if state.endOfOptions || token == "-" || !token.hasPrefix("-") {
                try state.positional(token)
            } else if token == "--" {
                state.endOfOptions = true
            } else if token == "--help" || token == "-h" {
                state.wantsHelp = true
            } else if token.hasPrefix("--") {
                try state.longOption(token.dropFirst(2), rest: &tokens)
            } else {
                try state.shortOptions(token.dropFirst(), rest: &tokens)
            }
        }
        return try state.finish()
    }

    /// The parse so far.
    private struct State<Context> {
        var commands: [Command<Context>]
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var wantsHelp = false
        var endOfOptions = false

        init(root: Command<Context>) { commands = [root] }

        var current: Command<Context> { commands[commands.count - 1] }  // safe: starts with the root

        /// The options usable here: the current command's and those its parents pass down.
        var options: [Option] {
            current.options + commands.dropLast().flatMap { $0.options.filter(\.isInherited) }
        }

        func fail(_ problem: UsageProblem) -> UsageError { UsageError(problem, commands: commands) }

        mutating func positional(_ token: String) throws(UsageError) {
            if positionals.isEmpty, !current.subcommands.isEmpty {
                guard let subcommand = current.subcommand(token) else {
                    if wantsHelp { return }
                    throw fail(.unknownCommand(token, expected: current.subcommands.map(\.name)))
                }
                commands.append(subcommand)
                return
            }
            positionals.append(token)
        }

        mutating func longOption(_ text: Substring, rest: inout ArraySlice<String>) throws(UsageError) {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])  // safe: split always yields at least one part
            guard let option = options.first(where: { $0.name == name }) else {
                throw fail(.unknownOption("--\(name)"))
            }
            if option.isFlag {
                guard parts.count == 1 else { throw fail(.takesNoValue("--\(name)")) }
                flags.insert(option.name)
            } else if parts.count == 2 {
                values[option.name, default: []].append(String(parts[1]))
            } else {
                guard let value = rest.popFirst() else { throw fail(.needsValue("--\(name)")) }
                values[option.name, default: []].append(value)
            }
        }

        mutating func shortOptions(_ text: Substring, rest: inout ArraySlice<String>) throws(UsageError) {
            var remaining = text
            while let letter = remaining.popFirst() {
                guard let option = options.first(where: { $0.short == letter }) else {
                    throw fail(.unknownOption("-\(letter)"))
                }
                if option.isFlag {
                    flags.insert(option.name)
                    continue
                }
                if !remaining.isEmpty {
                    values[option.name, default: []].append(String(remaining))
                } else if let value = rest.popFirst() {
                    values[option.name, default: []].append(value)
                } else {
                    throw fail(.needsValue("-\(letter)"))
                }
                return
            }
        }

        mutating func finish() throws(UsageError) -> Invocation<Context> {
            if !wantsHelp, positionals.isEmpty, let name = current.defaultSubcommand,
                let subcommand = current.subcommand(name)
            {
                commands.append(subcommand)
            }
            if wantsHelp {
                return Invocation(commands: commands, values: values, flags: flags, wantsHelp: true)
            }
            let declared = current.arguments
            if positionals.count > declared.count {
                throw fail(.unexpectedArgument(positionals[declared.count]))
            }
            var arguments: [String: String] = [:]
            for (index, argument) in declared.enumerated() {
                if index < positionals.count {
                    // An empty name, id or path is never meant: a shell variable that came out empty.
                    guard !positionals[index].allSatisfy(\.isWhitespace) else {
                        throw fail(.emptyArgument(argument.name))
                    }
                    arguments[argument.name] = positionals[index]
                } else if argument.isRequired {
                    throw fail(.missingArgument(argument.name))
                }
            }
            return Invocation(commands: commands, arguments: arguments, values: values, flags: flags)
        }
    }
}
