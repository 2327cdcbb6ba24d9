import Basics
import TILClient
import TILModels

/// A user and their acronyms.
@MainActor
public final class UserDetailPresenter {
    public weak var view: (any UserDetailView)?
    private let interactor: UserDetailInteractor
    public let user: User
    public private(set) var acronyms: [Acronym] = []

    public init(user: User, interactor: UserDetailInteractor) {
        self.user = user
        self.interactor = interactor
    }

    public func load() async {
        guard let id = user.id else {
            view?.showUser(user, acronyms: [])
            return
        }
        do throws(TILError) {
            acronyms = try await interactor.acronyms(of: id)
            view?.showUser(user, acronyms: acronyms)
        } catch {
            view?.show(Alert(error))
        }
    }
}
