import Basics
import TILClient

/// The loads of one list, which may overlap (a search typed while the last one still runs): each
/// shows a spinner meanwhile, and only the latest one started shows its rows or its failure and
/// ends the spinner, so an older answer arriving late never replaces a newer one.
@MainActor
final class LatestLoad {
    private let latest = LatestStart()

    /// Runs `fetch`, then gives the rows to `show`, or shows the failure, unless a later load began.
    func run<Row>(
        on view: (any ListLoadingView)?, _ fetch: () async throws(TILError) -> [Row],
        then show: ([Row]) -> Void
    ) async {
        let run = latest.start()
        view?.setLoading(true)
        defer { if latest.isLatest(run) { view?.setLoading(false) } }
        do throws(TILError) {
            let rows = try await fetch()
            if latest.isLatest(run) { show(rows) }
        } catch {
            if latest.isLatest(run) { view?.show(Alert(error)) }
        }
    }
}
