import Airtable
import AirtableModel
import Basics
import Planner
import Terminal

/// `planner`: a translator's orders in an Airtable base. Its commands are in ``CommandTree``; this
/// makes their context (the base and the client from the environment) and starts the interactive
/// mode.
enum PlannerCommandLine: CommandLineTool {
    static var root: Command<PlannerContext> { CommandTree.root }

    /// "Error: …", and how to start the server when it cannot be reached.
    static func alertWording(_ environment: [String: String]) -> AlertWording {
        AlertWording(unavailableHint: AirtableConfiguration.unreachableAdvice)
    }

    static func context(for launch: Launch<PlannerContext>) throws(StartFailure) -> PlannerContext {
        let baseID = PlannerSettings.baseID(launch.environment)
        let configuration: AirtableConfiguration
        do throws(AirtableError) {
            configuration = try PlannerEnvironment.airtable(launch.environment)
        } catch {
            throw .setting(Alert(PlannerEnvironment.problem(error)))
        }
        let client = AirtableClient(configuration, middleware: launch.requestMiddleware)
        return PlannerContext(
            launch: launch, store: AirtableOrderStore(client: client, baseID: baseID), clock: SystemClock(),
            place: "base \(baseID) at \(configuration.endpoint.absoluteString)")
    }

    static func interactive(_ context: PlannerContext) async -> ExitCode {
        await PlannerShell(context: context).run()
    }
}
