import Basics
import Foundation
import GitHub
import RepoViewer
import Testing

/// Debounce, blank input, cancellation and ordering, with time moved by hand.
@MainActor
@Suite struct SearchAsYouTypeTests {
    let clock = ManualClock()
    let search = ControlledSearch()

    func makeViewModel(_ search: ControlledSearch? = nil) -> RepositoryListViewModel {
        RepositoryListViewModel(search: search ?? self.search, debounce: .milliseconds(300), clock: clock)
    }

    /// Moves time past the debounce once the view model is waiting on it.
    func passDebounce() async throws {
        try await eventually("a debounce wait") { clock.sleeperCount > 0 }
        clock.advance(by: .milliseconds(300))
    }

    @Test func typingSearchesOnlyOnceTheTextIsStill() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("o")
        viewModel.textChanged("oc")
        try await eventually("the debounce of \"oc\"") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(200))
        viewModel.textChanged("oct")  // cancels the wait for "oc" and starts a new one
        try await eventually("the debounce of \"oct\"") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(200))
        #expect(search.asked.isEmpty)
        clock.advance(by: .milliseconds(100))
        try await eventually("the search") { search.isWaiting("oct") }
        #expect(search.asked == ["oct"])
        #expect(viewModel.state == .loading(query: "oct"))
        search.answer("oct", with: .success(ControlledSearch.repositories("oct")))
        try await eventually("the result") { viewModel.state != .loading(query: "oct") }
        #expect(viewModel.state == .repositories(query: "oct", ControlledSearch.repositories("oct")))
    }

    @Test func blankInputIsIgnored() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("   ")
        clock.advance(by: .seconds(5))
        #expect(search.asked.isEmpty)
        #expect(viewModel.state == .idle)
        viewModel.textChanged(" octo ")
        try await passDebounce()
        try await eventually("the search") { search.isWaiting("octo") }
        viewModel.textChanged("")
        #expect(viewModel.state == .idle)
        #expect(search.cancelled.count <= 1)
    }

    @Test func theSameTextAgainDoesNothing() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("octo")
        try await passDebounce()
        try await eventually("the search") { search.isWaiting("octo") }
        viewModel.textChanged("octo ")
        clock.advance(by: .seconds(1))
        #expect(search.asked == ["octo"])
        #expect(search.cancelled.isEmpty)
    }

    @Test func aNewQueryCancelsTheOneInFlight() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("first")
        try await passDebounce()
        try await eventually("the first search") { search.isWaiting("first") }
        viewModel.textChanged("second")
        try await eventually("the cancellation") { search.cancelled == ["first"] }
        try await passDebounce()
        try await eventually("the second search") { search.isWaiting("second") }
        search.answer("second", with: .success([]))
        try await eventually("the result") { viewModel.state == .empty(query: "second") }
    }

    @Test func aLateAnswerNeverReplacesANewerOne() async throws {
        let stubborn = ControlledSearch(honoursCancellation: false)
        let viewModel = makeViewModel(stubborn)
        viewModel.textChanged("old")
        try await passDebounce()
        try await eventually("the old search") { stubborn.isWaiting("old") }
        viewModel.textChanged("new")
        try await passDebounce()
        try await eventually("the new search") { stubborn.isWaiting("new") }
        stubborn.answer("new", with: .success(ControlledSearch.repositories("new")))
        try await eventually("the new result") {
            viewModel.state.query == "new" && viewModel.state != .loading(query: "new")
        }
        stubborn.answer("old", with: .success(ControlledSearch.repositories("old", count: 5)))
        // Give the stale answer every chance to land.
        for _ in 0..<50 { await Task.yield() }
        #expect(viewModel.state == .repositories(query: "new", ControlledSearch.repositories("new")))
    }

    @Test func failuresBecomeTheErrorState() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("nobody")
        try await passDebounce()
        try await eventually("the search") { search.isWaiting("nobody") }
        search.answer("nobody", with: .failure(.notFound(.user("nobody"), try refusal(404))))
        try await eventually("the error") {
            viewModel.state.query == "nobody" && viewModel.state != .loading(query: "nobody")
        }
        guard case .error(_, let failure) = viewModel.state else {
            Issue.record("expected an error, got \(viewModel.state)")
            return
        }
        #expect(failure.isNotFound)
        #expect(failure.message == "no such user: nobody")
    }

    @Test func retrySearchesTheSameTextAgainAtOnce() async throws {
        let viewModel = makeViewModel()
        viewModel.retry()  // an empty field: nothing to search
        #expect(search.asked.isEmpty)
        viewModel.textChanged("octo")
        try await passDebounce()
        try await eventually("the search") { search.isWaiting("octo") }
        search.answer("octo", with: .failure(.server(try refusal(502))))
        try await eventually("the error") {
            if case .error = viewModel.state { true } else { false }
        }
        viewModel.textChanged("octo")  // the same text: nothing
        viewModel.retry()
        try await eventually("the second search") { search.isWaiting("octo") }
        #expect(search.asked == ["octo", "octo"])
        #expect(clock.sleeperCount == 0, "no debounce")
        #expect(viewModel.state == .loading(query: "octo"))
        search.answer("octo", with: .success(ControlledSearch.repositories("octo")))
        try await eventually("the result") { viewModel.state != .loading(query: "octo") }
        #expect(viewModel.state == .repositories(query: "octo", ControlledSearch.repositories("octo")))
    }

    @Test func theStatesArriveAsAnAsyncSequenceInOrder() async throws {
        let viewModel = makeViewModel()
        let states = viewModel.states
        let collected = Task { @MainActor in
            var seen: [RepositoryListState] = []
            for await state in states {
                seen.append(state)
                if case .repositories = state { break }
            }
            return seen
        }
        viewModel.textChanged("octo")
        try await passDebounce()
        try await eventually("the search") { search.isWaiting("octo") }
        search.answer("octo", with: .success(ControlledSearch.repositories("octo")))
        let seen = await collected.value
        #expect(
            seen == [
                .idle, .loading(query: "octo"),
                .repositories(query: "octo", ControlledSearch.repositories("octo")),
            ])
        viewModel.stop()
    }
}
