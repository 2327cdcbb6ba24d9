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
