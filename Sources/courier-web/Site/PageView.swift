import Basics
import HTTPServer
import Web

/// What every page's view shares: it keeps the alerts a presenter shows, renders them, and picks
/// the page's status from them (a backend that is down answers 503, never a blank page).
@MainActor
class PageView {
    private(set) var alerts: [Alert] = []
    /// The backend the page's data comes from, named when it cannot be reached.
    let backend: Backend
    /// The language the backend's start hint is given in.
    let language: Language

    init(backend: Backend, language: Language = .english) {
        self.backend = backend
        self.language = language
    }

    func show(_ alert: Alert) { alerts.append(alert) }

    /// The alerts, each a `role="alert"` box; a backend that cannot be reached says how to start it
    /// (one that answered with a failure, only where it is), and keeps what its client said (a
    /// transport's words, in English) folded under "Details".
    var alertsHTML: HTML {
        alerts.map { alert -> HTML in
            var detail: HTML = alert.detail.map { "<p class=\"meta\">\($0)</p>" } ?? .empty
            var hint: HTML = .empty
            if alert.kind == .unavailable {
                hint = alert.serverAnswered ? backend.failureNote(language) : backend.startHint(language)
                if alert.detail != nil {
                    let summary: HTML = language == .japanese ? "詳細" : "Details"
                    detail = "<details><summary>\(summary)</summary>\(detail)</details>"
                }
            }
            return "<div class=\"alert\" role=\"alert\"><p>\(alert.message)</p>\(hint)\(detail)</div>"
        }.joined
    }

    /// The alerts split for a form: those whose message `fields` maps to a field name, as the errors
    /// shown next to those fields; the rest as the boxes above the form.
    func formErrors(_ fields: [String: String]) -> (errors: [String: String], others: HTML) {
        var errors: [String: String] = [:]
        let others = PageView(backend: backend)
        for alert in alerts {
            if let field = fields[alert.message] { errors[field] = alert.message } else { others.show(alert) }
        }
        return (errors, others.alertsHTML)
    }

    /// Whether an alert said that what the page is about is gone (deleted, or never there): the
    /// presenters' alerts that would close its screen.
    var showsItemGone: Bool { alerts.contains { $0.dismissal == .close } }

    /// The page's status from its alerts.
    var status: Response.Status { Self.status(showing: alerts) }

    /// The status of a page showing `alerts`: 502 when another program answered at a backend's
    /// address (a setting names the wrong server, whatever the status it sent), else the status of
    /// their kinds.
    nonisolated static func status(showing alerts: [Alert]) -> Response.Status {
        if alerts.contains(where: \.answeredByAnotherProgram) { return .badGateway }
        return status(showing: alerts.map(\.kind))
    }

    /// The status of a page showing failures of `kinds`: 404 when what the page is about does not
    /// exist, 503 when the backend was unavailable, 429 when it rate-limited us, 422 when it (or the
    /// presenter) refused what was sent, else 200 (a login asked for is shown, not an error).
    private nonisolated static func status(showing kinds: [FailureKind]) -> Response.Status {
        if kinds.contains(.notFound) { return .notFound }
        if kinds.contains(.unavailable) { return .serviceUnavailable }
        if kinds.contains(.rateLimited) { return .tooManyRequests }
        if kinds.contains(.input) || kinds.contains(.rejected) { return .unprocessableEntity }
        return .ok
    }
}
