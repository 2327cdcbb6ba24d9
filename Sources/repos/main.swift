import Foundation
import Terminal

let environment = ProcessInfo.processInfo.environment
let status = await ReposCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    console: .standard(environment: environment))
exit(status.rawValue)
