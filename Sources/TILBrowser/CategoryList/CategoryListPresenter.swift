import Basics
import TILClient
import TILModels

/// The categories list.
@MainActor
public final class CategoryListPresenter {
    public weak var view: (any CategoryListView)?
    private let interactor: CategoryListInteractor
    public private(set) var categories: [TILModels.Category] = []

    public init(interactor: CategoryListInteractor) {
        self.interactor = interactor
    }

    /// Loads every category (on each appearance and on refresh).
    public func load() async {
        view?.setLoading(true)
        defer { view?.setLoading(false) }
        do throws(TILError) {
            categories = try await interactor.categories()
            view?.showCategories(categories)
        } catch {
            view?.show(Alert(error))
        }
    }

    public func refresh() async { await load() }
}
