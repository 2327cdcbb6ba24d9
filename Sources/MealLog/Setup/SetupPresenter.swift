import Basics

/// Prepares the table and says what it did.
@MainActor
public final class SetupPresenter {
    public weak var view: (any SetupView)?
    private let interactor: SetupInteractor
    private let messages: Messages

    public init(interactor: SetupInteractor, messages: Messages) {
        self.interactor = interactor
        self.messages = messages
    }

    /// Returns whether the table is ready.
    @discardableResult
    public func run() async -> Bool {
        do throws(MealStoreError) {
            let setup = try await interactor.ensureTable()
            view?.tableReady(setup, message: messages.setup(setup, table: MealTable.name))
            return true
        } catch {
            view?.show(Alert(error, messages: messages))
            return false
        }
    }
}
