import Basics
import TILClient
import TILModels

/// The categories list.
@MainActor
public final class CategoryListPresenter {
    public weak var view: (any CategoryListView)?
    private let interactor: CategoryListInteractor
    private let loads = LatestLoad()
    public private(set) var categories: [TILModels.Category] = []

    public init(interactor: CategoryListInteractor) {
        self.interactor = interactor
    }

    /// Loads every category (on each appearance and on refresh).
    public func load() async {
        await loads.run(on: view, interactor.categories) { rows in
            categories = rows
            view?.showCategories(rows)
        }
    }

    public func refresh() async { await load() }
}
