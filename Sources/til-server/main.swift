import Foundation
import TILServer

exit(
    TILServerMain.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
