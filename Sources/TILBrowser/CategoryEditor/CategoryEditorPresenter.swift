import Basics
import TILClient
import TILModels

/// Checks the Create Category form and saves the category ("You must specify a name"; "There was a
/// problem saving the category").
@MainActor
public final class CategoryEditorPresenter {
    public weak var view: (any CategoryEditorView)?
    private let interactor: CategoryEditorInteractor
    public private(set) var isSaving = false

    public init(interactor: CategoryEditorInteractor) {
        self.interactor = interactor
    }

    public func save(name: String) async {
        guard !name.isBlank else {
            view?.show(.input(Messages.nameRequired))
            return
        }
        isSaving = true
        defer { isSaving = false }
        do throws(TILError) {
            view?.categoryCreated(try await interactor.create(name: name.trimmed))
        } catch {
            view?.show(Alert(error))
        }
    }
}
