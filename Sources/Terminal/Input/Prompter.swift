import Basics

/// Asks for input on the console: questions go to the error stream (so output stays clean for pipes),
/// answers come from the input.
public struct Prompter: Sendable {
    public let console: Console

    public init(console: Console) { self.console = console }

    /// Asks for a line: `Name: ` or `Name [Tim]: `. An empty answer gives `defaultValue`;
    /// `nil` means the input ended.
    public func ask(_ label: String, default defaultValue: String? = nil) -> String? {
        let hint = defaultValue.map { " [\(SafeText.line($0))]" } ?? ""
        console.errors.write("\(label)\(hint): ")
        guard let answer = console.input.readLine() else { return nil }
        return answer.isEmpty ? (defaultValue ?? "") : answer
    }

    /// Asks for a secret, not echoed on a terminal. `nil` means the input ended.
    public func askSecret(_ label: String) -> String? {
        console.errors.write("\(label): ")
        return console.input.readSecret()
    }

    /// Asks a yes/no question until it gets one; an empty answer gives `defaultAnswer`.
    public func confirm(_ question: String, default defaultAnswer: Bool = false) -> Bool? {
        while true {
            console.errors.write("\(question) \(defaultAnswer ? "[Y/n]" : "[y/N]") ")
            guard let answer = console.input.readLine() else { return nil }
            switch answer.trimmed.lowercased() {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default: console.printError("Please answer y or n.")
            }
        }
    }

    /// Lists `items` numbered from 1 and asks for one until it gets a valid number.
    /// Returns its index, or `nil` when the input ended or the answer was empty.
    public func choose(_ label: String, from items: [String], selected: Int? = nil) -> Int? {
        for (index, item) in items.enumerated() {
            let marker = index == selected ? "*" : " "
            console.errors.write("\(marker) \(index + 1). \(SafeText.line(item))\n")
        }
        while true {
            guard let answer = ask(label, default: selected.map { "\($0 + 1)" }) else { return nil }
            if answer.isEmpty { return nil }
            if let number = Int(answer.trimmed), items.indices.contains(number - 1) {
                return number - 1
            }
            console.printError("Please enter a number from 1 to \(items.count).")
        }
    }
}
