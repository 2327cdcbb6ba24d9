import Basics
import Terminal

/// A small tool for the kit's tests: `greeter say NAME`, `greeter schema`, `greeter interactive`.
/// Its one setting is `GREETING`; `forbidden` stands for a token the server refuses.
enum GreeterTool: CommandLineTool {
    struct Context: ToolContext {
        let launch: Launch<Context>
        let greeting: String
    }

    static let root = Command<Context>(
        "greeter", summary: "Greets people.", options: [.json, .verbose],
        subcommands: [say, schema, interactiveCommand(), group])

    static let say = Command<Context>(
        "say", summary: "Greets one person.", arguments: [.required("name", help: "Who.")],
        action: .run { context in
            let name = context.invocation.argument("name") ?? ""
            context.output.done("\(context.greeting), \(name)", json: ["greeted": name])
            return .success
        })

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
        context.output.line("menus for \(context.greeting)")
        return .success
    }
}
