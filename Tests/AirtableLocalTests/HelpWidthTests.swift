import Foundation
import TestSupport
import Testing

/// `airtable-local --help` fits 80 columns.
@Suite struct HelpWidthTests {
    @Test func theHelpFitsEightyColumns() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let pages = try await HelpPages.all(of: Executables.path("airtable-local"), environment: environment)
        #expect(pages[""]?.contains("USAGE: airtable-local") == true, "\(pages)")
        #expect(HelpPages.tooWide(pages) == [])
    }
}
