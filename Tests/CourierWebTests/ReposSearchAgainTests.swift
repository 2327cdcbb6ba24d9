import Basics
import Foundation
import TestSupport
import Testing

/// A whole page of the repository viewer is answered for its own user and asks GitHub again: two
/// tabs of one session opened at once each show their user, and a reload shows what GitHub holds
/// now. The script's Search asks again too; its typing of the same text does not.
@Suite(.offCooperativePool) struct ReposSearchAgainTests {
    @Test func twoPagesOfOneSessionOpenedAtOnceShowTheirOwnUser() async throws {
        try await expectEachItsOwn { user, _ in "/repos/?user=\(user)" }
    }

    /// Two tabs of one browser typing at the same time each get their own answer: the script marks
    /// its changes with the tab's own mark.
    @Test func twoTabsTypingAtOnceEachGetTheirAnswer() async throws {
        try await expectEachItsOwn { user, index in
            "/repos/results?user=\(user)&seq=\(index + 1)&tab=tab\(index)"
        }
    }

    /// alice's and bob's `path`s asked for at once on one session, with GitHub answering slowly so
    /// that the two searches overlap: each answer is its own user's.
    private func expectEachItsOwn(_ path: @Sendable (String, Int) -> String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.addUser("alice", repositories: 2)
        stack.github.addUser("bob", repositories: 3)
        let cookie = try #require(try stack.fetch("/repos/").sessionCookie)
        stack.github.setLatency(.milliseconds(300))
        let users = ["alice", "bob"]
        let answers = Locked<[String: String]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let text = (try? stack.fetch(path(users[index], index), cookie: cookie).text) ?? ""
            answers.withLock { $0[users[index]] = text }
        }
        let pages = answers.withLock { $0 }
        #expect(pages["alice"]?.contains("2 repositories of alice") == true, "\(pages["alice"] ?? "")")
        #expect(pages["bob"]?.contains("3 repositories of bob") == true, "\(pages["bob"] ?? "")")
    }

    @Test func aReloadAndTheScriptsSearchShowWhatGitHubHoldsNow() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.addUser("grow", repositories: 0)
        let first = try stack.fetch("/repos/?user=grow")
        #expect(first.text.contains("grow has no public repositories."), "\(first.text)")
        let cookie = try #require(first.sessionCookie)
        stack.github.addUser("grow", repositories: 2)
        let reloaded = try stack.fetch("/repos/?user=grow", cookie: cookie)
        #expect(reloaded.text.contains("2 repositories of grow"), "\(reloaded.text)")

        let typed = try stack.fetch("/repos/results?user=grow&seq=1", cookie: cookie)
        #expect(typed.text.contains("2 repositories of grow"), "\(typed.text)")
        stack.github.addUser("grow", repositories: 3)
        // The same text typed again is the same search; Search pressed asks GitHub again.
        let sameText = try stack.fetch("/repos/results?user=grow&seq=2", cookie: cookie)
        #expect(sameText.text.contains("2 repositories of grow"), "\(sameText.text)")
        let searched = try stack.fetch("/repos/results?user=grow&seq=3&again=1", cookie: cookie)
        #expect(searched.text.contains("3 repositories of grow"), "\(searched.text)")
    }

    /// A user typed with spaces around it is named without them.
    @Test func thePagesTitleNamesTheUserTrimmed() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let page = try stack.fetch("/repos/?user=%20nerdishbynature%20")
        #expect(
            page.text.contains("<title>nerdishbynature&#39;s repositories · Courier</title>"),
            "\(page.text.prefix(600))")
        let blank = try stack.fetch("/repos/?user=%20%20")
        #expect(blank.text.contains("<title>Repositories · Courier</title>"), "\(blank.text.prefix(600))")
    }
}
