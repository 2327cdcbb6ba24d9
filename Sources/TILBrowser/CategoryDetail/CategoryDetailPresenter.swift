import Basics
import TILClient
import TILModels

/// A category and the acronyms filed under it, in attach order.
@MainActor
public final class CategoryDetailPresenter {
    public weak var view: (any CategoryDetailView)?
    private let interactor: CategoryDetailInteractor
    public let category: TILModels.Category
    public private(set) var acronyms: [Acronym] = []

    public init(category: TILModels.Category, interactor: CategoryDetailInteractor) {
        self.category = category
        self.interactor = interactor
    }

    public func load() async {
        guard let id = category.id else {
            view?.showCategory(category, acronyms: [])
            return
        }
        do throws(TILError) {
            acronyms = try await interactor.acronyms(of: id)
            view?.showCategory(category, acronyms: acronyms)
        } catch {
            view?.show(Alert(error))
        }
    }
}
