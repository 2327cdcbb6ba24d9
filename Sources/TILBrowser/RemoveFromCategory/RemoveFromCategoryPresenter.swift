import Basics
import TILClient
import TILModels

/// Takes an acronym out of a category (`DELETE /api/acronyms/:id/categories/:categoryID`).
///
/// Only the categories the acronym is in are offered, matched by id. Picking one it is not in sends
/// nothing, as Add To Category sends nothing for one it is already in.
@MainActor
public final class RemoveFromCategoryPresenter: CategoryPicking {
    public weak var view: (any RemoveFromCategoryView)?
    private let interactor: RemoveFromCategoryInteractor
    public let acronym: Acronym
    /// The categories the acronym is in; `nil` until known.
    public private(set) var attached: [TILModels.Category]?

    /// - Parameter attached: the acronym's categories when the caller has them (the detail screen
    ///   does); otherwise they are loaded.
    public init(
        acronym: Acronym, attached: [TILModels.Category]? = nil, interactor: RemoveFromCategoryInteractor
    ) {
        self.acronym = acronym
        self.attached = attached
        self.interactor = interactor
    }

    /// The categories the acronym can be taken out of, in attach order.
    public var categories: [TILModels.Category] { attached ?? [] }

    /// Loads the acronym's categories, when not given. A failure closes the screen once dismissed.
    public func load() async {
        if attached == nil, let id = acronym.id {
            do throws(TILError) {
                attached = try await interactor.categories(of: id)
            } catch {
                view?.show(Alert(error, dismissal: .close))
                return
            }
        }
        view?.showCategories(categories)
    }

    /// Takes the acronym out of `category`, when it is in it.
    public func select(_ category: TILModels.Category) async {
        guard let acronymID = acronym.id else {
            view?.show(Alert(message: Messages.acronymWithoutIDNotRemoved, kind: .input))
            return
        }
        guard let categoryID = category.id, categories.contains(where: { $0.id == categoryID }) else {
            view?.finished(.notAttached(category))
            return
        }
        do throws(TILError) {
            try await interactor.detach(acronymID, from: categoryID)
            attached = categories.filter { $0.id != categoryID }
            view?.finished(.removed(category))
        } catch {
            view?.show(Alert(error))
        }
    }
}
