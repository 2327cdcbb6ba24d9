import Basics
import TILClient
import TILModels

/// A user or a category and its acronyms.
@MainActor
public final class AcronymGroupPresenter {
    public weak var view: (any AcronymGroupView)?
    private let interactor: AcronymGroupInteractor
    public let group: AcronymGroup
    public private(set) var acronyms: [Acronym] = []

    public init(group: AcronymGroup, interactor: AcronymGroupInteractor) {
        self.group = group
        self.interactor = interactor
    }

    public func load() async {
        do throws(TILError) {
            acronyms = try await interactor.acronyms(of: group)
            view?.showGroup(group, acronyms: acronyms)
        } catch {
            view?.show(Alert(error))
        }
    }
}
