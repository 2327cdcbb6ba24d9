import Basics
import TILClient
import TILModels

/// Files an acronym under a category.
///
/// Categories the acronym is already in are checked, matched by id, so that of two categories with
/// the same name only the one it is in is checked. Picking one of those sends nothing: an acronym
/// is never attached twice.
@MainActor
public final class AddToCategoryPresenter: CategoryPicking {
    public weak var view: (any AddToCategoryView)?
    private let interactor: AddToCategoryInteractor
    public let acronym: Acronym
    public private(set) var categories: [TILModels.Category] = []
    /// The categories the acronym is in; `nil` until known.
    public private(set) var attached: [TILModels.Category]?

    /// - Parameter attached: the acronym's categories when the caller has them (the detail screen
    ///   does); otherwise they are loaded.
    public init(acronym: Acronym, attached: [TILModels.Category]? = nil, interactor: AddToCategoryInteractor)
    {
        self.acronym = acronym
        self.attached = attached
        self.interactor = interactor
    }

    public var choices: [Choice<TILModels.Category>] {
        categories.map { Choice(item: $0, isSelected: isAttached($0)) }
    }

    /// Loads the categories (and the acronym's own, when not given). A failure closes the screen once
    /// dismissed.
    public func load() async {
        do throws(TILError) {
            categories = try await interactor.categories()
            if attached == nil, let id = acronym.id {
                attached = try await interactor.categories(of: id)
            }
            view?.showCategories(choices)
        } catch {
            view?.show(Alert(error, dismissal: .close))
        }
    }

    /// Files the acronym under `category`, unless it is already there.
    public func select(_ category: TILModels.Category) async {
        guard let acronymID = acronym.id else {
            view?.show(Alert(message: Messages.acronymWithoutIDNotAdded, kind: .input))
            return
        }
        if isAttached(category) {
            view?.finished(.alreadyAttached(category))
            return
        }
        guard let categoryID = category.id else { return }
        do throws(TILError) {
            try await interactor.attach(acronymID, to: categoryID)
            attached = (attached ?? []) + [category]
            view?.finished(.added(category))
        } catch {
            view?.show(Alert(error))
        }
    }

    private func isAttached(_ category: TILModels.Category) -> Bool {
        guard let id = category.id else { return false }
        return attached?.contains { $0.id == id } ?? false
    }
}
