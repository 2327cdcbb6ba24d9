import Basics
import HTTPServer
import Terminal
import Web

/// What a page handler works with: the request, its form fields (for a POST), and the browser's
/// session, which the handler may change (it is saved after the handler runs).
@MainActor
final class PageRequest {
    let request: Request
    /// The fields of a POSTed form (`application/x-www-form-urlencoded`), or the query of a GET.
    let form: QueryParameters
    /// The parts of a POSTed `multipart/form-data` form (a file upload), if it was one.
    let upload: MultipartFormData?
    var session: Session
    private let csrf: CSRFCheck
    /// The language the pages speak: the session's choice, else the browser's `Accept-Language`.
    let language: Language

    init(
        request: Request, form: QueryParameters, upload: MultipartFormData?, session: Session, csrf: CSRFCheck
    ) {
        self.request = request
        self.csrf = csrf
        self.form = form
        self.upload = upload
        self.session = session
        language = Language(session: session, request: request)
    }

    /// The request's path as the router reads it, empty segments dropped (`//til/users/x` is
    /// `/til/users/x`): for links and forms back to this page, which a path taken as it came could
    /// send to another host (`//til/…`).
    var path: String {
        let segments = request.path.split(separator: "/")
        let trailing = request.path.hasSuffix("/") && !segments.isEmpty ? "/" : ""
        return "/" + segments.joined(separator: "/") + trailing
    }

    /// A path parameter of the route (`:id`).
    func parameter(_ name: String) -> String { request.parameters[name] ?? "" }

    /// A form field, `""` when missing; line breaks as `\n` (a browser sends `\r\n`).
    func field(_ name: String) -> String { Self.unixLineBreaks(form[name] ?? upload?[name]?.text ?? "") }

    /// `text` with each `\r\n` (or lone `\r`) as `\n`, as a form's text is kept.
    nonisolated static func unixLineBreaks(_ text: String) -> String {
        guard text.contains("\r") else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Gives the session a new id and CSRF token, keeping what it holds: on a login or a logout.
    func renewSession() { session = session.renewed() }

    /// A message for the next page shown (after a form's redirect): "Created acronym OMG". One with
    /// a long name typed into it is cut in the middle to ``flashWidth`` columns (its start and end
    /// kept: what was done, and a Japanese sentence's verb), so a notice stays a line or two and
    /// what a session (and a kept answer to a repeated form) holds stays small.
    func flash(_ message: String, warning: Bool = false) {
        session[Self.flashKey] = DisplayWidth.truncateMiddle(message, to: Self.flashWidth)
        session[Self.flashWarningKey] = warning ? "1" : nil
    }

    /// The most columns a notice takes.
    nonisolated static let flashWidth = 200

    /// The message left for this page, once, as the notice box every app shows above a page's
    /// content (empty when there is none), in a warning's colours when it is one.
    func takeNotice() -> HTML {
        let style: HTML = session[Self.flashWarningKey] == nil ? "notice" : "notice warning"
        defer {
            session[Self.flashKey] = nil
            session[Self.flashWarningKey] = nil
        }
        return session[Self.flashKey].map { "<p class=\"\(style)\" role=\"status\">\($0)</p>" } ?? .empty
    }

    nonisolated static let flashKey = "flash"
    /// Set beside ``flashKey`` when the notice is a warning: done, but not all of it.
    nonisolated static let flashWarningKey = "flash.warning"

    /// The hidden fields every POST form carries: the session's token (``Web/CSRFCheck``) and a new
    /// submission id (``Web/RepeatedSubmissions``).
    var postFields: HTML { hiddenFields(submission: RepeatedSubmissions.newID()) }

    /// The hidden fields of the form posting to `action`. Shown again in answer to its own POST (a
    /// refusal to fix, a backend that did not answer), the form keeps the submission id it was sent
    /// with: once it goes through, the refused POST sent again from the browser's history (Back, then
    /// Resubmit) is answered with where it went rather than doing the work a second time. A form
    /// with a password (a login) always gets a new one, so that no refused body, of a login tried by
    /// someone else, can ever be answered with a login's renewed session.
    func postFields(for action: String) -> HTML {
        let posted = field(RepeatedSubmissions.fieldName)
        let isOwnAnswer =
            request.method == "POST" && action.prefix { $0 != "?" } == path
            && form[FormField.passwordName] == nil && RepeatedSubmissions.isID(posted)
        return hiddenFields(submission: isOwnAnswer ? posted : RepeatedSubmissions.newID())
    }

    private func hiddenFields(submission: String) -> HTML {
        """
        <input type="hidden" name="\(CSRFCheck.fieldName)" value="\(csrf.token(for: session))">\
        <input type="hidden" name="\(RepeatedSubmissions.fieldName)" value="\(submission)">
        """
    }
}
