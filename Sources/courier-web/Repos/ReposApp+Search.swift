import Basics
import GitHub
import RepoViewer
import Web

extension ReposApp {
    /// Hands `text` to the session's view model for `listing` and waits for what it shows for that
    /// text: the repositories, none, or the failure (a text that failed last time is searched again). `nil` when a newer text replaced it first, or
    /// when it arrives after a newer one (its `sequence`, the page's running number, is older).
    @MainActor
    func search(_ text: String, listing: Listing, page: PageRequest, sequence: Double? = nil) async
        -> RepositoryListState?
    {
        guard viewModels.admits(sequence, session: page.session.id, listing: listing) else { return nil }
        let model = viewModels.viewModel(session: page.session.id, listing: listing) {
            RepositoryListViewModel(
                search: GitHubRepositorySearch(
                    github: github, options: listing.options, allPages: listing.allPages))
        }
        let query = text.trimmed
        // The same text again after a failure is a person trying again: search it again.
        if case .error(query, _) = model.state { model.retry() }
        let states = model.states
        model.textChanged(text)
        guard !query.isEmpty else { return .idle }
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
