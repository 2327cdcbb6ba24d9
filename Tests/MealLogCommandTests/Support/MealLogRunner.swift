import Airtable
import Basics
import Foundation
import MealLog
import Synchronization
import TestSupport

/// Runs the built `meallog` as a person would: against one `airtable-local`, in English or
/// Japanese, with "today" pinned to Tuesday 2026-12-01 so dates and recommendations are fixed.
struct MealLogRunner: Sendable {
    static let today = "2026-12-01"

    var environment: [String: String]
    private let home: ScratchDirectory
    /// Shared by copies of this runner: every command starts a new process, and so a new client
    /// whose governor knows nothing of the last one's requests, so runs are spaced by more than the
    /// base's one-second rate window: a run that met a 429 would wait for the window to pass, and
    /// what it prints would depend on the run before it.
    let pacer = Pacer()

    /// The meal log's base: with the table `meallog schema` declares, or with none
    /// (`withTable: false`), for `meallog setup` to create.
    static func baseSchema(withTable: Bool = true) -> String {
        withTable
            ? MealTable.schemaFile()
            : #"{"id":"\#(MealTable.defaultBaseID)","name":"\#(MealTable.baseName)","tables":[]}"#
    }

    init(_ server: AirtableLocalProcess?, language: String = "en_US.UTF-8") throws {
        home = try ScratchDirectory("meallog-home")
        var environment = [
            "HOME": home.url.path, "XDG_CONFIG_HOME": home.url.appending(path: "config").path,
            "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": language, "MEALLOG_TODAY": Self.today,
        ]
        if let server {
            environment["AIRTABLE_ENDPOINT_URL"] = server.url.absoluteString
            environment["AIRTABLE_TOKEN"] = AirtableHarness.token
            environment["MEALLOG_BASE_ID"] = MealTable.defaultBaseID
        }
        self.environment = environment
    }

    /// This runner in another language (`ja_JP.UTF-8`).
    func speaking(_ language: String) -> MealLogRunner {
        var copy = self
        copy.environment["LANG"] = language
        return copy
    }

    static func executable() throws -> String { try Executables.path("meallog") }

    func run(_ arguments: String..., input: String = "") async throws -> CommandResult {
        try await pacer.paced {
            try await Command.run(
                try Self.executable(), arguments, environment: environment, input: input,
                timeout: .seconds(120))
        }
    }

    /// Runs `meallog arguments…` on a pseudo-terminal `rows` lines high and `columns` wide, taking
    /// `steps`.
    func runAtTerminal(
        _ arguments: String..., steps: [TerminalStep], rows: UInt16 = 50, columns: UInt16 = 200
    ) async throws -> TerminalTranscript {
        var environment = environment
        environment["TERM"] = "xterm"
        return try await pacer.paced {
            try await PseudoTerminal.run(
                try Self.executable(), arguments, environment: environment, steps: steps, rows: rows,
                columns: columns)
        }
    }

    /// `meallog list --json`, decoded.
    /// Adds the Steak every editing test starts from (meat, Monday, hungry, at Shibuya): its record id.
    func addSteak() async throws -> String {
        let added = try await run(
            "add", "--type", "meat", "--name", "Steak", "--week", "Mon", "--status", "hungry", "--store",
            "Shibuya", "--json")
        return try JSONDecoder().decode(MealRecord.self, from: Data(added.stdout.utf8)).id
    }

    func list(_ filters: String...) async throws -> [MealRecord] {
        let result = try await pacer.paced {
            try await Command.run(
                try Self.executable(), ["list", "--json"] + filters, environment: environment,
                timeout: .seconds(60))
        }
        guard result.status == 0 else { throw ProcessError("list failed: \(result)") }
        return try JSONDecoder().decode([MealRecord].self, from: Data(result.stdout.utf8))
    }
}

/// Keeps processes that talk to one base more than the rate window apart: each waits until 1.1 s
/// after the previous one ended. A minimum gap, so a loaded machine only makes it longer.
final class Pacer: Sendable {
    private let lastEnd = Mutex<ContinuousClock.Instant?>(nil)

    func paced<Value>(_ body: () async throws -> Value) async throws -> Value {
        if let last = lastEnd.withLock({ $0 }) {
            try await Task.sleep(until: last + .milliseconds(1100), clock: .continuous)
        }
        defer { lastEnd.withLock { $0 = .now } }
        return try await body()
    }

    /// Marks now as the end of a run made outside ``paced(_:)`` (a process started by hand).
    func ended() { lastEnd.withLock { $0 = .now } }
}

/// The JSON of `meallog import --json`.
struct ImportJSON: Decodable, Equatable {
    struct Rejected: Decodable, Equatable {
        let line: Int
        let reason: String
    }

    let imported: Int
    let updated: Int
    /// Valid rows found (those sent, or with `--check` those that would be).
    var valid = 0
    let rejected: [Rejected]

    init(_ result: CommandResult) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(result.stdout.utf8))
    }
}

/// A CSV of `count` distinct meals, one per day going back from 2026-12-01.
func generatedCSV(rows count: Int) -> String {
    var text = "type,name,week,status,store,date\n"
    let today = Day(entered: MealLogRunner.today) ?? Day(daysSinceEpoch: 0)
    for index in 0..<count {
        text += "肉,ステーキ\(index),,空いてる,渋谷店,\(today.adding(days: -index))\n"
    }
    return text
}

extension MealLogRunner {
    /// `meallog edit` at a terminal on the Steak ``addSteak()`` adds (or that meal as `name`,
    /// `hunger` and `date` left it): each field asked with its current value, answered with
    /// `answers` by field (Enter for the others), then `outcome` awaited.
    static func editSteps(
        name: String = "Steak", hunger: Int = 3, date: String = "2026-11-30",
        answers: [MealField: String] = [:],
        outcome: String
    ) -> [TerminalStep] {
        let questions: [(MealField, String)] = [
            (.type, "dish type [1]: "), (.name, "dish name [\(name)]: "), (.week, "weekday [2]: "),
            (.status, "hunger [\(hunger)]: "), (.store, "store, - to clear [Shibuya]: "),
            (.date, "date [\(date)]: "),
        ]
        return questions.flatMap { field, question in [.expect(question), .type(answers[field] ?? "")] }
            + [.expect(outcome)]
    }
}
