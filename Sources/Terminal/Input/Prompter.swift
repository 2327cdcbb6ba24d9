import Basics

/// Asks for input on the console: questions go to the error stream (so output stays clean for pipes),
/// answers come from the input.
///
/// Every label and question is written through ``SafeText``, since they may quote a server's text
/// (an acronym's short form, an order's name): a control character there never reaches the terminal
/// as a command.
public struct Prompter: Sendable {
    public let console: Console
    /// The language of the prompter's own sentences (an answer asked again, and why).
    public let language: Language

    public init(console: Console, language: Language = .english) {
        self.console = console
        self.language = language
    }

    /// The longest line a terminal's line editing passes on (Linux's: 4,096 bytes with the line's
    /// end): what is typed or pasted past it is dropped before the program sees it. The program's
    /// own editing (``AnswerEditor``) keeps no more.
    public static let terminalLineBytes = 4095

    /// Asks for a line: `Name: ` or `Name [Tim]: `. An empty or blank answer (spaces alone) gives
    /// `defaultValue`; `nil` means the input ended. At a terminal, an answer that is not what was
    /// meant is asked again, saying why: one as long as the terminal's line editing passes on (it
    /// was cut), and one holding a control key (Esc, an arrow), which that line editing keeps as
    /// text rather than acting on.
    public func ask(_ label: String, default defaultValue: String? = nil) -> String? {
        let hint = defaultValue.map { " [\(SafeText.line($0))]" } ?? ""
        while true {
            console.input.prepareForAnswer()
            let question = "\(SafeText.line(label))\(hint): "
            console.errors.write(question)
            guard let answer = console.input.readLine(after: question) else { return inputEnded() }
            guard console.canPrompt, let problem = typingProblem(answer) else {
                return answer.isBlank ? (defaultValue ?? "") : answer
            }
            console.printError(problem)
        }
    }

    /// Why an answer typed at a terminal cannot be what the person meant, or `nil`.
    private func typingProblem(_ answer: String) -> String? {
        let limit = Self.terminalLineBytes
        if answer.utf8.count >= limit {
            return language.text(
                "端末が1行で渡せるのは\(limit)バイトまでのため、入力が途中で切れました。短くして入力してください。",
                "The terminal passes on at most \(limit) bytes a line, so that answer was cut: give a shorter one."
            )
        }
        // A tab is pasted text (a spreadsheet's cells), not a key that meant to edit the line.
        if answer.unicodeScalars.contains(where: { $0.isControlCode && $0 != "\t" }) {
            return language.text(
                "入力に制御キー(Esc、矢印キーなど)が含まれていました。この行では使えないので、もう一度入力してください。",
                "That answer held a control key (Esc, an arrow…), which this line cannot use: type it again.")
        }
        return nil
    }

    /// The input ended (Ctrl-D) at a question: at a terminal the question's line is ended, so that
    /// what comes next (a shell's prompt) starts on a line of its own. Always `nil`.
    private func inputEnded<T>() -> T? {
        if console.canPrompt { console.errors.write("\n") }
        return nil
    }

    /// Asks for a line until it is not blank, saying `missing` after each blank answer: a required
    /// field is refused as it is typed, not after the ones that follow it. An empty answer gives
    /// `defaultValue` when there is one. `nil` means the input ended.
    public func askRequired(_ label: String, default defaultValue: String? = nil, missing: String) -> String?
    {
        ask(label, default: defaultValue) { $0.isBlank ? missing : nil }
    }

    /// Asks for a line until `problem` finds nothing wrong with it, saying what it finds after each
    /// answer: a field is refused as it is typed, and nothing typed before it is lost. An empty
    /// answer gives `defaultValue` when there is one. `nil` means the input ended.
    public func ask(
        _ label: String, default defaultValue: String? = nil, refusing problem: (String) -> String?
    ) -> String? {
        while let answer = ask(label, default: defaultValue) {
            guard let said = problem(answer) else { return answer }
            console.printError(said)
        }
        return nil
    }

    /// Asks for a secret, not echoed on a terminal. `nil` means the input ended.
    public func askSecret(_ label: String) -> String? {
        console.input.prepareForAnswer()
        let question = "\(SafeText.line(label)): "
        console.errors.write(question)
        return console.input.readSecret(after: question) ?? inputEnded()
    }

    /// Asks a yes/no question until it gets one (typed full-width too); an empty answer gives
    /// `defaultAnswer`.
    public func confirm(_ question: String, default defaultAnswer: Bool = false) -> Bool? {
        while true {
            console.input.prepareForAnswer()
            let asked = "\(SafeText.line(question)) \(defaultAnswer ? "[Y/n]" : "[y/N]") "
            console.errors.write(asked)
            guard let answer = console.input.readLine(after: asked) else { return inputEnded() }
            switch answer.trimmed.halfWidth.lowercased() {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default: console.printError(language.text("y か n で答えてください。", "Please answer y or n."))
            }
        }
    }

    /// Lists `items` numbered from 1 and asks for one until it gets one: its number (typed full-width
    /// too), or any answer
    /// `match` turns into an index (a name, a short form). An empty answer takes the selection; with
    /// none, it is answered like any other it cannot use, by `retry`: only the end of the input
    /// (Ctrl-D) leaves without a choice.
    /// `retry` words the request to try again, given the number of items (the tool's language).
    /// Returns the index, or `nil` when the input ended.
    public func choose(
        _ label: String, from items: [String], selected: Int? = nil,
        matching match: (String) -> Int? = { _ in nil },
        retry: (Int) -> String = { "Please enter a number from 1 to \($0)." }
    ) -> Int? {
        for (index, item) in items.enumerated() {
            let marker = index == selected ? "*" : " "
            console.errors.write("\(marker) \(index + 1). \(SafeText.line(item))\n")
        }
        while true {
            guard let answer = ask(label, default: selected.map { "\($0 + 1)" }) else { return nil }
            let trimmed = answer.trimmed
            let number = Int(trimmed.halfWidth)
            if let number, items.indices.contains(number - 1) { return number - 1 }
            if !trimmed.isEmpty, number == nil, let index = match(trimmed),
                items.indices.contains(index)
            {
                return index
            }
            console.printError(retry(items.count))
        }
    }
}
