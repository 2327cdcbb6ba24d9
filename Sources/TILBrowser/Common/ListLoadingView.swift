import Basics
import TILClient

/// A list screen's side of loading: a spinner while the request runs, an alert when it fails (the
/// Acronyms, Users and Categories tabs).
@MainActor
public protocol ListLoadingView: AnyObject {
    /// A load started or ended (the app's pull-to-refresh spinner).
    func setLoading(_ isLoading: Bool)
    func show(_ alert: Alert)
}

/// Runs `fetch` with `view` showing a spinner meanwhile, then gives the rows to `show`, or shows the
/// failure.
@MainActor
func loadRows<Row>(
    on view: (any ListLoadingView)?, _ fetch: () async throws(TILError) -> [Row], then show: ([Row]) -> Void
) async {
    view?.setLoading(true)
    defer { view?.setLoading(false) }
    do throws(TILError) {
        show(try await fetch())
    } catch {
        view?.show(Alert(error))
    }
}
