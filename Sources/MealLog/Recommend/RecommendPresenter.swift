import Basics

/// Asks for a dish for a weekday and hunger state, and words the reason. Asks may overlap: the
/// latest one started is what the view shows.
@MainActor
public final class RecommendPresenter {
    public weak var view: (any RecommendView)?
    private let interactor: RecommendInteractor
    private let messages: Messages
    private let today: Day
    private let latest = LatestStart()

    /// - Parameter today: the day the history is read up to (injected, so answers are reproducible).
    public init(interactor: RecommendInteractor, messages: Messages, today: Day) {
        self.interactor = interactor
        self.messages = messages
        self.today = today
    }

    /// Recommends for the weekday and hunger state given as text (names, short forms or English).
    public func recommend(week: String, status: String) async {
        guard let weekday = Weekday.parse(week) else {
            return view?.show(invalid(.week, week)) ?? ()
        }
        guard let hunger = HungerState.parse(status) else {
            return view?.show(invalid(.status, status)) ?? ()
        }
        let run = latest.start()
        do throws(MealStoreError) {
            let answer = try await interactor.recommend(week: weekday, status: hunger, today: today)
            guard latest.isLatest(run) else { return }
            guard let recommendation = answer else {
                view?.show(Alert(message: messages.nothingToRecommend, kind: .notFound))
                return
            }
            view?.showRecommendation(
                recommendation, headline: messages.recommendation(recommendation),
                reason: messages.reason(for: recommendation))
        } catch {
            if latest.isLatest(run) { view?.show(Alert(error, messages: messages)) }
        }
    }

    private func invalid(_ field: MealField, _ text: String) -> Alert {
        Alert(message: messages.problem(.invalid(field, text)), kind: .input)
    }
}
