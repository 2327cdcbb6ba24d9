import Basics

/// Fee totals per customer: loads every order and shows the sums.
@MainActor
public final class TotalsPresenter {
    public weak var view: (any TotalsView)?
    private let interactor: TotalsInteractor

    public init(interactor: TotalsInteractor) { self.interactor = interactor }

    public func load() async {
        do throws(PlannerError) {
            view?.showTotals(TotalsViewModel(try await interactor.totals(), currency: interactor.currency))
        } catch {
            view?.show(Alert(error))
        }
    }
}
