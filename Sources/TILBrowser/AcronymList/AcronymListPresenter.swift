import Basics
import TILClient
import TILModels

/// The acronyms list: loads on every appearance and on refresh, searches, deletes.
///
/// A row is removed only once the server confirms the delete, so a failed delete keeps the row
/// and shows why. Loads and searches may overlap (a search typed while the last runs): the
/// latest one started is what the view shows.
@MainActor
public final class AcronymListPresenter {
    public weak var view: (any AcronymListView)?
    private let interactor: AcronymListInteractor
    private let loads = LatestLoad()
    /// The acronyms shown, in order.
    public private(set) var acronyms: [Acronym] = []
    /// The search shown, `nil` for the whole list.
    public private(set) var searchTerm: String?
    public var order: AcronymOrder

    public init(interactor: AcronymListInteractor, order: AcronymOrder = .saved) {
        self.interactor = interactor
        self.order = order
    }

    /// Loads every acronym (each time the list appears).
    public func load() async {
        searchTerm = nil
        let order = order
        await show { () throws(TILError) in try await interactor.acronyms(order: order) }
    }

    /// Pull to refresh: reloads what is shown, the search included.
    public func refresh() async {
        if let searchTerm { await search(searchTerm) } else { await load() }
    }

    /// Shows the acronyms whose short form or meaning is exactly `term`, else those that contain
    /// it (``AcronymSearchMatch``), and says which; an empty term shows all.
    public func search(_ term: String) async {
        guard !term.isEmpty else { return await load() }
        searchTerm = term
        let order = order
        let interactor = interactor
        var match = AcronymSearchMatch.exact
        let fetch = { () async throws(TILError) -> [Acronym] in
            let exact = try await interactor.search(term)
            guard exact.isEmpty else { return exact }
            let containing = AcronymSearchMatch.containing(
                term, in: try await interactor.acronyms(order: order))
            match = containing.isEmpty ? .none : .containing
            return containing
        }
        await loads.run(on: view, fetch) { rows in
            acronyms = rows
            view?.showSearchMatch(match, term: term)
            view?.showAcronyms(rows)
        }
    }

    /// Deletes the acronym at `index` in ``acronyms``.
    public func delete(at index: Int) async {
        guard acronyms.indices.contains(index) else { return }
        await delete(acronyms[index])
    }

    /// Deletes `acronym` on the server, then removes it from the list.
    public func delete(_ acronym: Acronym) async {
        guard let id = acronym.id else { return }
        do throws(TILError) {
            try await interactor.delete(id)
            acronyms.removeAll { $0.id == id }
            view?.showAcronyms(acronyms)
            view?.acronymDeleted(acronym)
        } catch {
            // Already gone from the server (deleted elsewhere): the row goes too, and the alert says so.
            if error.failureKind == .notFound {
                acronyms.removeAll { $0.id == id }
                view?.showAcronyms(acronyms)
            }
            view?.show(Alert(error))
        }
    }

    private func show(_ fetch: () async throws(TILError) -> [Acronym]) async {
        await loads.run(on: view, fetch) { rows in
            acronyms = rows
            view?.showAcronyms(rows)
        }
    }
}
