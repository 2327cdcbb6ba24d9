import Foundation
import Terminal

let environment = ProcessInfo.processInfo.environment
let status = await MealLogCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    console: .standard(environment: environment),
    progressOnTerminal: TerminalDevice.isTerminal(TerminalDevice.standardError))
exit(status.rawValue)
