import Basics
import GitHub
import RepoViewer
import Web

extension ReposApp {
    /// What a page shows for `text`: the repositories, none, or the failure.
    ///
    /// A whole page (a plain form, a reload, a link: no `sequence`) gets a view model of its own,
    /// which searches the text at once, so a page is always answered for its own text and asks
    /// GitHub again (a conditional request, when GitHub's answer had an `ETag`): two tabs of one
    /// session never take each other's answer, and a reload is never an old listing.
    ///
    /// The script's changes (numbered by `sequence`, the page's running number) go to the view model
    /// of the session's `tab` (the page's own mark) for `listing`, which debounces the keys a person
    /// types and drops a change that a newer one replaced: `nil` then, and for a change that
    /// arrives after a newer one. The same text again is searched again after a failure, or when
    /// `again` (the person pressed Search).
    @MainActor
    func search(
        _ text: String, listing: Listing, page: PageRequest, sequence: Double? = nil, tab: String = "",
        again: Bool = false
    ) async -> RepositoryListState? {
        let query = text.trimmed
        guard let sequence else {
            guard !query.isEmpty else { return .idle }
            let model = viewModel(listing, for: page, debounce: .zero)
            defer { model.stop() }
            return await answer(for: query, from: model, changingTo: text)
        }
        let session = page.session.id
        let tab = String(tab.prefix(32))
        guard viewModels.admits(sequence, session: session, tab: tab, listing: listing) else { return nil }
        let model = viewModels.viewModel(session: session, tab: tab, listing: listing) {
            viewModel(listing, for: page)
        }
        if case .error(query, _) = model.state {
            model.retry()
        } else if again, model.activeQuery == query {
            model.retry()
        }
        guard !query.isEmpty else {
            model.textChanged(text)
            return .idle
        }
        return await answer(for: query, from: model, changingTo: text)
    }

    /// The view model that lists repositories for `listing`, its requests to GitHub counted
    /// against the allowance of `page`'s client.
    @MainActor
    private func viewModel(_ listing: Listing, for page: PageRequest, debounce: Duration = .milliseconds(300))
        -> RepositoryListViewModel
    {
        RepositoryListViewModel(
            search: MeteredSearch(
                search: GitHubRepositorySearch(
                    github: github, options: listing.options, allPages: listing.allPages),
                allowance: allowance, client: SearchAllowance.Client(page.request)),
            debounce: debounce)
    }

    /// What `model` shows for `query` once `text` is its input: `nil` when a newer text replaced it.
    @MainActor
    private func answer(for query: String, from model: RepositoryListViewModel, changingTo text: String) async
        -> RepositoryListState?
    {
        let states = model.states
        model.textChanged(text)
        for await state in states {
            guard model.activeQuery == query else { return nil }
            switch state {
            case .repositories(query, _), .empty(query), .error(query, _): return state
            default: continue
            }
        }
        return nil
    }
}
