import Basics
import Foundation
import Terminal
import TestSupport
import Testing

/// The same server answer ends every tool alike: `til`, `planner`, `meallog` and `repos`, run as
/// processes against one loopback server that gives the same answer to every request, exit with
/// the same code and print the same `kind` in their `--json` error line: the one the failure
/// taxonomy gives that answer.
@Suite struct ExitCodeAgreementTests {
    /// The `{"error":{…}}` line's fields that must agree.
    struct Report: Decodable, Equatable, CustomStringConvertible {
        let kind: String
        let exitCode: Int32

        var description: String { "\(kind) (exit \(exitCode))" }
    }

    @Test(arguments: CannedAnswer.all)
    func everyToolEndsAlike(_ answer: CannedAnswer) async throws {
        let expected = Report(kind: answer.kind.rawValue, exitCode: ExitCode(answer.kind).rawValue)
        let reports = try await answer.served { url in
            try await withThrowingTaskGroup(of: (Tool, CommandResult).self) { group in
                for tool in answer.tools {
                    group.addTask { (tool, try await tool.run(against: url)) }
                }
                return try await group.reduce(into: [Tool: CommandResult]()) { $0[$1.0] = $1.1 }
            }
        }
        for tool in answer.tools {
            let result = try #require(reports[tool])
            #expect(result.stdout.isEmpty, "\(tool): \(result)")
            #expect(result.status == expected.exitCode, "\(tool): \(result)")
            #expect(try Self.report(result) == expected, "\(tool): \(result)")
        }
    }

    /// The error line on standard error.
    static func report(_ result: CommandResult) throws -> Report? {
        let line = result.stderr.split(separator: "\n").last { $0.hasPrefix(#"{"error":"#) }
        return try line.flatMap {
            try JSONDecoder().decode([String: Report].self, from: Data($0.utf8))["error"]
        }
    }
}
