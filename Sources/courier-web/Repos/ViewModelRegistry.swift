import Foundation
import RepoViewer

/// The view models of the browsers searching now, one per session, tab (a page's own mark, so two
/// tabs of one browser never take each other's answers) and listing, so that the keys a person types
/// reach one view model in order. The least recently used are dropped past `capacity`.
@MainActor
final class ViewModelRegistry: Sendable {
    private struct Key: Hashable {
        let session: String
        let tab: String
        let listing: ReposApp.Listing
    }

    private var models: [Key: RepositoryListViewModel] = [:]
    /// The newest change each view model was sent (the page's running number), so that a change
    /// that arrives after a newer one (on another connection) is dropped, not searched.
    private var newest: [Key: Double] = [:]
    private var order: [Key] = []
    private let capacity = 256

    nonisolated init() {}

    /// Whether `sequence` is newer than every change sent before for this session, tab and listing; it
    /// then becomes the newest. A change without a number (a plain form) always is.
    func admits(_ sequence: Double?, session: String, tab: String, listing: ReposApp.Listing) -> Bool {
        guard let sequence else { return true }
        let key = Key(session: session, tab: tab, listing: listing)
        guard sequence > newest[key, default: -.infinity] else { return false }
        newest[key] = sequence
        return true
    }

    func viewModel(
        session: String, tab: String, listing: ReposApp.Listing, make: () -> RepositoryListViewModel
    ) -> RepositoryListViewModel {
        let key = Key(session: session, tab: tab, listing: listing)
        order.removeAll { $0 == key }
        order.append(key)
        if let model = models[key] { return model }
        let model = make()
        models[key] = model
        while order.count > capacity {
            let oldest = order.removeFirst()
            models.removeValue(forKey: oldest)?.stop()
            newest[oldest] = nil
        }
        return model
    }
}
