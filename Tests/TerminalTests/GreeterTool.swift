import Basics
import Courier
import Terminal

/// A small tool for the kit's tests: `greeter say NAME`, `greeter caps`, `greeter schema`,
/// `greeter interactive`. Its one setting is `GREETING`; `forbidden` stands for a token the server
/// refuses, and `caps` makes the interactive mode print its requests' caps instead of menus.
enum GreeterTool: CommandLineTool {
    struct Context: ToolContext {
        let launch: Launch<Context>
        let greeting: String
    }

    static let root = Command<Context>(
        "greeter", summary: "Greets people.", options: [.json, .verbose],
        subcommands: [say, caps, schema, interactiveCommand(), group])

    static let say = Command<Context>(
        "say", summary: "Greets one person.", arguments: [.required("name", help: "Who.")],
        action: .run { context in
            let name = context.invocation.argument("name") ?? ""
            context.output.done("\(context.greeting), \(name)", json: ["greeted": name])
            return .success
        })

    /// Prints the caps its requests would have (Courier's `TimeoutCap` and `WaitCap`).
    static let caps = Command<Context>(
        "caps", summary: "Prints the request caps.",
        action: .run { context in
            context.output.line(currentCaps)
            return .success
        })

    static var currentCaps: String {
        "attempt \(TimeoutCap.current.map { "\($0)" } ?? "none"), wait \(WaitCap.current.map { "\($0)" } ?? "none")"
    }

    static let schema = Command<Context>(
        "schema", summary: "Prints the schema.",
        action: .printWithoutSettings { "{\"schema\":\"\($0["BASE"] ?? "")\"}" })

    /// A group without a default subcommand.
    static let group = Command<Context>("group", summary: "A group.", subcommands: [say])

    static func alertWording(_ environment: [String: String]) -> AlertWording {
        AlertWording(title: "Oops", loginHint: "Log in first.")
    }

    static func context(for launch: Launch<Context>) throws(StartFailure) -> Context {
        switch launch.environment["GREETING"] {
        case nil: throw .setting(Alert(message: "GREETING is not set", kind: .input))
        case "forbidden": throw .setting(Alert(message: "The token was refused", kind: .authentication))
        case let greeting?: return Context(launch: launch, greeting: greeting)
        }
    }

    static func interactive(_ context: Context) async -> ExitCode {
        context.output.line(context.greeting == "caps" ? currentCaps : "menus for \(context.greeting)")
        return .success
    }
}
