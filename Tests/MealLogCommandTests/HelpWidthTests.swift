import Foundation
import TestSupport
import Testing

/// Every `meallog` help page and the interactive menu, in both languages, fit 80 columns.
@Suite struct HelpWidthTests {
    @Test(arguments: ["en_US.UTF-8", "ja_JP.UTF-8"])
    func everyHelpPageFitsEightyColumns(language: String) async throws {
        let meallog = try MealLogRunner(nil, language: language)
        let pages = try await HelpPages.all(of: MealLogRunner.executable(), environment: meallog.environment)
        #expect(pages.count == 10, "\(pages.keys.sorted())")
        #expect(HelpPages.tooWide(pages) == [])
    }

    @Test(arguments: ["en_US.UTF-8", "ja_JP.UTF-8"])
    func theInteractiveMenuFitsEightyColumns(language: String) async throws {
        let meallog = try MealLogRunner(nil, language: language)
        let result = try await meallog.run("--offline", "interactive", input: "q\n")
        #expect(result.status == 0, "\(result)")
        let menus = result.stdout.split(separator: "\n").filter { $0.contains(" · ") }
        #expect(!menus.isEmpty, "\(result)")
        #expect(HelpPages.tooWide(lines: menus) == [])
    }
}
