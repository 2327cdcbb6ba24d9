import Basics
import TILClient
import TILModels

/// The acronym detail: the acronym, its meaning, its owner's name and its categories.
///
/// The owner and the categories are loaded together, once; ``categoriesChanged()`` and
/// ``acronymUpdated(_:)`` reload what changed after the Add To Category, Remove From Category and
/// Edit screens.
@MainActor
public final class AcronymDetailPresenter {
    public weak var view: (any AcronymDetailView)?
    private let interactor: AcronymDetailInteractor
    public private(set) var detail: AcronymDetail
    public private(set) var hasLoaded = false

    public init(acronym: Acronym, interactor: AcronymDetailInteractor) {
        detail = AcronymDetail(acronym: acronym)
        self.interactor = interactor
    }

    public var acronym: Acronym { detail.acronym }

    /// Loads the owner and the categories, the first time only.
    public func load() async {
        if hasLoaded {
            view?.showDetail(detail)
        } else {
            await reload()
        }
    }

    /// Loads the owner and the categories again.
    public func reload() async {
        hasLoaded = true
        async let user = loadUser()
        async let categories = loadCategories()
        let (userResult, categoriesResult) = await (user, categories)
        var failures: [TILError] = []
        if case .success(let user) = userResult { detail.user = user }
        if case .failure(let error) = userResult { failures.append(error) }
        if case .success(let categories) = categoriesResult { detail.categories = categories }
        if case .failure(let error) = categoriesResult { failures.append(error) }
        showDetail(or: failures)
    }

    /// After the Edit screen saved: shows the new values and reloads the owner (it may have changed),
    /// and the categories too when they could not be loaded before.
    public func acronymUpdated(_ acronym: Acronym) async {
        detail.acronym = acronym
        guard detail.categories != nil else { return await reload() }
        switch await loadUser() {
        case .success(let user):
            detail.user = user
            showDetail(or: [])
        case .failure(let error): showDetail(or: [error])
        }
    }

    /// After Add To Category or Remove From Category: reloads the categories.
    public func categoriesChanged() async {
        switch await loadCategories() {
        case .success(let categories):
            detail.categories = categories
            showDetail(or: [])
        case .failure(let error): showDetail(or: [error])
        }
    }

    /// Shows the detail, then an alert for each failure. When one says the acronym no longer exists,
    /// the view gets that one alert, which closes the screen, and nothing stale is drawn first.
    private func showDetail(or failures: [TILError]) {
        if let gone = failures.first(where: { $0.failureKind == .notFound }) {
            view?.show(.aboutShownItem(gone))
            return
        }
        view?.showDetail(detail)
        for failure in failures { view?.show(.aboutShownItem(failure)) }
    }

    private func loadUser() async -> Result<User, TILError> {
        guard let id = detail.acronym.id else { return .failure(Self.noID(.acronymUser)) }
        do throws(TILError) {
            return .success(try await interactor.user(of: id))
        } catch {
            return .failure(error)
        }
    }

    private func loadCategories() async -> Result<[TILModels.Category], TILError> {
        guard let id = detail.acronym.id else { return .failure(Self.noID(.acronymCategories)) }
        do throws(TILError) {
            return .success(try await interactor.categories(of: id))
        } catch {
            return .failure(error)
        }
    }

    private static func noID(_ operation: TILOperation) -> TILError {
        TILError(
            kind: .input, message: operation.failureMessage, reason: "the acronym has no ID",
            operation: operation)
    }
}
