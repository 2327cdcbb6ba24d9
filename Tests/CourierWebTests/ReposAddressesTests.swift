import Foundation
import TestSupport
import Testing

/// The repository viewer's addresses that are not pages answer as the site does, never with a
/// blank page: the results opened without a user lead to the viewer, and an avatar that is not
/// there is the site's not-found page, with the security headers.
@Suite(.offCooperativePool) struct ReposAddressesTests {
    @Test func theResultsOpenedAsAPageLeadToTheViewer() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let results = try stack.fetch("/repos/results")
        #expect(results.status == 303)
        #expect(results.header("location") == "/repos/")
        let empty = try stack.fetch("/repos/results?user=")
        #expect(empty.status == 200, "the script's request for an emptied field is answered as before")
    }

    @Test func anAvatarThatIsNotThereIsTheSitesNotFoundPage() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["/repos/avatar", "/repos/avatar?url=http%3A%2F%2Fevil.example%2Fx.png"] {
            let answer = try stack.fetch(path)
            #expect(answer.status == 404, "\(path)")
            #expect(answer.text.contains("<h1>"), "\(answer.text)")
            #expect(answer.header("content-security-policy")?.hasPrefix("default-src 'self'") == true)
            #expect(answer.header("x-frame-options") == "DENY")
        }
    }
}
