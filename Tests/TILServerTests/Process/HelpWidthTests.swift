import Foundation
import TestSupport
import Testing

/// `til-server --help` fits 80 columns.
@Suite struct HelpWidthTests {
    @Test func theHelpFitsEightyColumns() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let pages = try await HelpPages.all(of: Executables.path("til-server"), environment: environment)
        #expect(pages[""]?.contains("USAGE: til-server") == true, "\(pages)")
        #expect(HelpPages.tooWide(pages) == [])
    }
}
