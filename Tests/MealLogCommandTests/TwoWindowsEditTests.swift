import Foundation
import MealLog
import TestSupport
import Testing

/// A meal edited field by field at a terminal while another window changes it: only the fields
/// answered differently here are saved, onto the meal as it is by then, so the other window's
/// change to a field left alone here is kept. (Airtable's rate limits are off: a person takes
/// longer over these answers than the requests of the other window take, and a 429 would hold the
/// edit for 30 seconds.)
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
struct TwoWindowsEditTests {
    /// Logs a steak and edits it at a terminal while another window renames it (as its dish type
    /// is asked), typing `answers` from its name on; `check` gets the runner, the meal's id and the
    /// edit's transcript.
    private static func editedWhileRenamedElsewhere(
        answering answers: [TerminalStep],
        _ check: (MealLogRunner, String, TerminalTranscript) async throws -> Void
    ) async throws {
        try await AirtableHarness.process(schema: MealLogRunner.baseSchema(), rateLimits: false) { server in
            let meallog = try MealLogRunner(server)
            let id = try await meallog.addSteak()
            let renamedElsewhere: [TerminalStep] = [
                .expect("dish type [1]: "),
                .perform {
                    let other = try? await meallog.run("edit", id, "--name", "Renamed elsewhere")
                    #expect(other?.status == 0, "\(String(describing: other))")
                },
                .type(""), .expect("dish name [Steak]: "),
            ]
            let edited = try await meallog.runAtTerminal("edit", id, steps: renamedElsewhere + answers)
            try await check(meallog, id, edited)
        }
    }

    @Test func aFieldLeftAloneKeepsTheOtherWindowsChange() async throws {
        let answers: [TerminalStep] = [
            .type(""), .expect("weekday [2]: "), .type(""),
            .expect("hunger [3]: "), .type("normal"), .expect("store, - to clear [Shibuya]: "),
            .type(""),
            .expect("date [2026-11-30]: "), .type(""), .expect("has been updated"),
        ]
        try await Self.editedWhileRenamedElsewhere(answering: answers) { meallog, id, edited in
            #expect(edited.status == 0, "\(edited)")
            let meal = try #require(try await meallog.list().first)
            #expect(
                [meal.name, meal.status, meal.store] == ["Renamed elsewhere", "普通", "Shibuya"], "\(meal)")

            let untouched = try await meallog.runAtTerminal(
                "edit", id,
                steps: MealLogRunner.editSteps(
                    name: "Renamed elsewhere", hunger: 2, outcome: "Nothing to change in Renamed elsewhere"))
            #expect(untouched.status == 0, "\(untouched)")
        }
    }

    /// The same field answered here and changed elsewhere to another value: nothing is saved, the
    /// error says what the field is now (exit 1), and the other window's value stays.
    @Test func aFieldChangedInBothIsNotOverwrittenUnseen() async throws {
        let answers: [TerminalStep] = [
            .type("Renamed here"), .expect("weekday [2]: "),
            .type(""), .expect("hunger [3]: "), .type(""), .expect("store, - to clear [Shibuya]: "),
            .type(""), .expect("date [2026-11-30]: "), .type(""),
            .expect("The dish name was changed to 'Renamed elsewhere' while you were editing"),
        ]
        try await Self.editedWhileRenamedElsewhere(answering: answers) { meallog, _, edited in
            #expect(edited.status == 1, "\(edited)")
            let meal = try #require(try await meallog.list().first)
            #expect(meal.name == "Renamed elsewhere", "\(meal)")
        }
    }
}
