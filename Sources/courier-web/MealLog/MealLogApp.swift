import Basics
import MealLog
import Web

/// The meal log's pages, on the `MealLog` presenters, through one store every browser shares: the
/// Airtable client `Serve` makes, whose governor paces every page and import under the base's rate
/// limit, read through ``ReadThroughMealStore`` so that pages seldom wait on it. The pages speak Japanese or English (``Language``), in the library's own words
/// (``MealLog/Messages``).
struct MealLogApp: Sendable {
    let store: ReadThroughMealStore
    let backend: Backend
    /// Why there is no store (no Airtable token): the pages say so.
    let unavailable: String?
    /// `MEALLOG_TODAY`, else `nil` for the clock's day.
    let fixedToday: Day?
    /// Each browser session's import, running or finished.
    let imports: ImportJobs

    /// The day meals without a date are dated from, and recommendations are made for.
    var today: Day { fixedToday ?? Day.today() }

    /// The app's sentences in the page's language.
    @MainActor
    func messages(_ page: PageRequest) -> Messages {
        Messages(page.language)
    }

    /// A view for a page's alerts, whose start hint speaks the page's language.
    @MainActor
    func alerts(_ page: PageRequest) -> PageView { PageView(backend: backend, language: page.language) }
}
