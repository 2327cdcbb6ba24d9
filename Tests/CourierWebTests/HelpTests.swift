import Foundation
import TestSupport
import Testing

/// `courier-web --help` names its options and settings, and fits 80 columns.
@Suite struct HelpTests {
    @Test func theHelpFitsEightyColumns() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let pages = try await HelpPages.all(of: Executables.path("courier-web"), environment: environment)
        let page = try #require(pages[""])
        for text in ["USAGE: courier-web", "--port <port>", "COURIER_WEB_SESSIONS", "EXIT CODES:"] {
            #expect(page.contains(text), "\(page)")
        }
        #expect(HelpPages.tooWide(pages) == [])
    }
}
