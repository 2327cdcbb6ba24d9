import Foundation
import TestSupport
import Testing

/// A search that failed is searched again when the same browser asks for it again, once GitHub
/// answers: the session's view model does not keep showing the old failure.
@Suite(.offCooperativePool) struct ReposRetryTests {
    @Test func theSameFailedSearchAskedAgainIsSearchedAgain() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.setFault(.serverError)
        let failed = try stack.fetch("/repos/?user=nerdishbynature")
        #expect(failed.status >= 500, "\(failed.text)")
        // GitHub answered: where it is, and no advice on reaching it.
        #expect(failed.text.contains("</code> answered with a failure.</p>"), "\(failed.text)")
        #expect(!failed.text.contains("Check the network"), "\(failed.text)")
        let cookie = try #require(failed.sessionCookie)

        stack.github.setFault(nil)
        let again = try stack.fetch("/repos/?user=nerdishbynature", cookie: cookie)
        #expect(again.status == 200, "\(again.text)")
        #expect(again.text.contains("42 repositories"), "\(again.text.prefix(2000))")
    }
}
