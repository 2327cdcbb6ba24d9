import Foundation
import TestSupport
import Testing

/// Every `planner` help page and the interactive menus fit 80 columns.
@Suite(.offCooperativePool) struct HelpWidthTests {
    @Test func everyHelpPageFitsEightyColumns() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "HOME": NSTemporaryDirectory()]
        let pages = try await HelpPages.all(of: Executables.path("planner"), environment: environment)
        #expect(pages.count == 11, "\(pages.keys.sorted())")
        #expect(HelpPages.tooWide(pages) == [])
    }

    @Test func theInteractiveMenusFitEightyColumns() async throws {
        try await Servers.withPlannerBase { _, planner in
            _ = try await planner.direct {
                try await $0.create([OrderFieldsJSON(name: "Only", customer: "acme")])
            }
            let result = try await planner.run("interactive", input: "1\nb\nq\n")
            #expect(result.status == ToolExit.success, "\(result)")
            let menus = Set(result.stdout.split(separator: "\n").filter { $0.contains(" · ") })
            #expect(menus.count >= 3, "the list's two lines and the order's: \(result)")
            #expect(HelpPages.tooWide(lines: Array(menus)) == [])
        }
    }
}
