import Basics
import Foundation
import GitHub
import RepoViewer
import TestSupport
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
        try #require(await eventually { clock.sleeperCount > 0 }, "a debounce wait")
        clock.advance(by: .milliseconds(300))
    }

    @Test func typingSearchesOnlyOnceTheTextIsStill() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("o")
        viewModel.textChanged("oc")
        try #require(await eventually { clock.sleeperCount == 1 }, "the debounce of \"oc\"")
        clock.advance(by: .milliseconds(200))
        viewModel.textChanged("oct")  // cancels the wait for "oc" and starts a new one
        try #require(await eventually { clock.sleeperCount == 1 }, "the debounce of \"oct\"")
        clock.advance(by: .milliseconds(200))
        #expect(search.asked.isEmpty)
        clock.advance(by: .milliseconds(100))
        try #require(await eventually { search.isWaiting("oct") }, "the search")
        #expect(search.asked == ["oct"])
        #expect(viewModel.state == .loading(query: "oct"))
        search.answer("oct", with: .success(ControlledSearch.repositories("oct")))
        try #require(await eventually { viewModel.state != .loading(query: "oct") }, "the result")
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
        try #require(await eventually { search.isWaiting("octo") }, "the search")
        viewModel.textChanged("")
        #expect(viewModel.state == .idle)
        #expect(search.cancelled.count <= 1)
    }

    @Test func theSameTextAgainDoesNothing() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("octo")
        try await passDebounce()
        try #require(await eventually { search.isWaiting("octo") }, "the search")
        viewModel.textChanged("octo ")
        clock.advance(by: .seconds(1))
        #expect(search.asked == ["octo"])
        #expect(search.cancelled.isEmpty)
    }

    @Test func aNewQueryCancelsTheOneInFlight() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("first")
        try await passDebounce()
        try #require(await eventually { search.isWaiting("first") }, "the first search")
        viewModel.textChanged("second")
        try #require(await eventually { search.cancelled == ["first"] }, "the cancellation")
        try await passDebounce()
        try #require(await eventually { search.isWaiting("second") }, "the second search")
        search.answer("second", with: .success([]))
        try #require(await eventually { viewModel.state == .empty(query: "second") }, "the result")
    }

    @Test func aLateAnswerNeverReplacesANewerOne() async throws {
        let stubborn = ControlledSearch(honoursCancellation: false)
        let viewModel = makeViewModel(stubborn)
        viewModel.textChanged("old")
        try await passDebounce()
        try #require(await eventually { stubborn.isWaiting("old") }, "the old search")
        viewModel.textChanged("new")
        try await passDebounce()
        try #require(await eventually { stubborn.isWaiting("new") }, "the new search")
        stubborn.answer("new", with: .success(ControlledSearch.repositories("new")))
        try #require(
            await eventually {
                viewModel.state.query == "new" && viewModel.state != .loading(query: "new")
            }, "the new result")
        stubborn.answer("old", with: .success(ControlledSearch.repositories("old", count: 5)))
        // Give the stale answer every chance to land.
        for _ in 0..<50 { await Task.yield() }
        #expect(viewModel.state == .repositories(query: "new", ControlledSearch.repositories("new")))
    }

    @Test func failuresBecomeTheErrorState() async throws {
        let viewModel = makeViewModel()
        viewModel.textChanged("nobody")
        try await passDebounce()
        try #require(await eventually { search.isWaiting("nobody") }, "the search")
        search.answer(
            "nobody", with: .failure(.notFound(.user("nobody"), try refusal(404, saying: "Not Found"))))
        try #require(
            await eventually {
                viewModel.state.query == "nobody" && viewModel.state != .loading(query: "nobody")
            }, "the error")
        guard case .error(_, let failure) = viewModel.state else {
            Issue.record("expected an error, got \(viewModel.state)")
            return
        }
        #expect(failure.kind == .notFound)
        #expect(failure.message == "no such user: nobody")
    }

    @Test func retrySearchesTheSameTextAgainAtOnce() async throws {
        let viewModel = makeViewModel()
        viewModel.retry()  // an empty field: nothing to search
        #expect(search.asked.isEmpty)
        viewModel.textChanged("octo")
        try await passDebounce()
        try #require(await eventually { search.isWaiting("octo") }, "the search")
        search.answer("octo", with: .failure(.server(try refusal(502))))
        try #require(
            await eventually {
                if case .error = viewModel.state { true } else { false }
            }, "the error")
        viewModel.textChanged("octo")  // the same text: nothing
        viewModel.retry()
        try #require(await eventually { search.isWaiting("octo") }, "the second search")
        #expect(search.asked == ["octo", "octo"])
        #expect(clock.sleeperCount == 0, "no debounce")
        #expect(viewModel.state == .loading(query: "octo"))
        search.answer("octo", with: .success(ControlledSearch.repositories("octo")))
        try #require(await eventually { viewModel.state != .loading(query: "octo") }, "the result")
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
        try #require(await eventually { search.isWaiting("octo") }, "the search")
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
