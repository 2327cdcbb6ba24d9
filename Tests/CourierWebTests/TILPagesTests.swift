import Foundation
import TestSupport
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

/// A write refused for its login (the server lost the token) leads back to the login form, and
/// after it to the form, with what was typed.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct TILLostLoginTests {
    @Test func theFormsInputSurvivesTheLogin() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let control = try LoopbackHTTPServer { _ in
            do {
                try stack.replaceTILServer()
                return .ok(Array("replaced".utf8), contentType: "text/plain")
            } catch {
                return .respond(status: 500, headers: [], body: Array("\(error)".utf8))
            }
        }
        defer { control.stop() }
        let result = try await BrowserFlow.run(
            "til_lost_login", site: stack.url,
            environment: ["TIL_REPLACE_URL": control.url("/replace").absoluteString])
        #expect(result.status == 0, "\(result)")
    }
}
