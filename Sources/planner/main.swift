import Foundation
import Terminal

let environment = ProcessInfo.processInfo.environment
let status = await PlannerCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    console: .standard(environment: environment))
exit(status.rawValue)
