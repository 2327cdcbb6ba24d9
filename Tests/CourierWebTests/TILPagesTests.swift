import Foundation
import Testing

/// The TIL app in a real browser: logging in before a write, creating, editing, filing under a
/// category, deleting, and refusing a blank short form with the input kept; values from the server
/// shown as text, on a phone and a desktop.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct TILPagesTests {
    @Test(arguments: ["til_acronyms", "til_phone", "til_validation", "til_categories"])
    func flow(_ name: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let result = try await BrowserFlow.run(name, site: stack.url)
        #expect(result.status == 0, "\(result)")
    }
}
