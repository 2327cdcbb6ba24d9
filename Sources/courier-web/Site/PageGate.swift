import Basics
import Foundation
import HTTPServer
import Web

import enum Courier.PersonWaits

/// What every page goes through: the browser's session is found (or begun, with its cookie), a
/// POST's form is read and must carry the session's CSRF token (403 otherwise: a form this site's own
/// page sent comes back to be sent again, ``SitePages/sendAgain(_:)``), the handler runs on
/// the main actor (where the presenters and view models live) with its requests' waits capped (a form
/// sent again while its first submission is answered gets that answer: ``Web/RepeatedSubmissions``), the
/// session is saved when it changed (or forgotten when it holds nothing any more), and the security
/// headers are added.
///
/// A session is stored only while it holds something: its cookie alone names it, and its token is
/// derived from that. So a visit that keeps nothing (a crawler, a look at a form) writes nothing.
struct PageGate: Sendable {
    typealias Handler = @MainActor (PageRequest) async -> PageResponse

    /// How long a session lasts without being used.
    static let lifetime = Duration.seconds(8 * 3600)

    let store: any SessionStore
    let csrf: CSRFCheck
    let clock: any CourierClock
    /// Forms sent twice, answered once.
    let submissions: RepeatedSubmissions
    /// Whether the site is served over HTTPS (behind a proxy): cookies are then `Secure`.
    let secureCookies: Bool

    /// The session cookie's name. Over HTTPS it has the `__Host-` prefix, which a browser accepts
    /// only from this origin, `Secure` and for the whole site: another site on this host (another
    /// port, a sibling name) cannot plant one of its own sessions there, which would log the person
    /// in as someone else (login CSRF). Plain HTTP allows no such prefix.
    var cookieName: String { secureCookies ? "__Host-courier_session" : "courier_session" }

    /// The language of `request`'s session, read without beginning or extending one: for answers
    /// outside the gate, such as the not-found page.
    func language(of request: Request) -> Language {
        Language(session: (try? storedSession(of: request))?.found, request: request)
    }

    /// The session cookie `request` names, and the stored session it names: of several cookies of
    /// the session's name (planted for paths of this site by another site on this host, and sent
    /// before the browser's own), the first well-formed one that names a stored session, else the
    /// first well-formed one (the browser's own session that holds nothing yet). A store that cannot
    /// be read throws: its sessions are not to be taken for none, which would show a person logged
    /// out and could save an empty session over theirs.
    private func storedSession(of request: Request) throws -> (cookie: String?, found: Session?) {
        let cookies = Cookies.values(cookieName, in: request)
        for cookie in cookies where Session.isWellFormed(cookie) {
            if let found = try store.session(cookie) { return (cookie, found) }
        }
        return (cookies.first(where: Session.isWellFormed), nil)
    }

    /// `handler` behind the gate, as a route's handler.
    func page(_ handler: @escaping Handler) -> AsyncRouter.Handler {
        { request in
            var response = await answer(request, handler)
            response.headers.remove(Self.noticeHeader)
            return SecurityHeaders.applied(to: response)
        }
    }

    private func answer(_ request: Request, _ handler: @escaping Handler) async -> Response {
        let now = clock.now()
        let cookie: String?
        let found: Session?
        do {
            (cookie, found) = try storedSession(of: request)
        } catch {
            return PageResponse.page(SitePages.sessionsUnavailable(), status: .serviceUnavailable).response
        }
        let session =
            found ?? cookie.flatMap { Session(unstored: $0, now: now, lifetime: Self.lifetime) }
            ?? Session(now: now, lifetime: Self.lifetime)
        let form: QueryParameters
        let upload: MultipartFormData?
        do {
            (form, upload) = try Self.form(of: request)
        } catch {
            return PageResponse.page(SitePages.unreadableForm(error.description), status: .badRequest)
                .response
        }
        if request.method == "POST" && !csrf.passes(request, form: form, session: session) {
            let sentAgain = form[SitePages.sentAgainField] != nil
            if RequestOrigin.isSameOrigin(request), upload != nil {
                // A file cannot be written back into a page: it is to be chosen again.
                let language = Language(session: found, request: request)
                return PageResponse.page(
                    SitePages.fileNotSent(
                        formAt: request.segments, language: language, hadCookie: cookie != nil),
                    status: .forbidden
                ).response
            }
            guard RequestOrigin.isSameOrigin(request), upload == nil, form[FormField.passwordName] == nil,
                !sentAgain, form.items.count <= SitePages.mostFieldsSentAgain
            else {
                return PageResponse.page(SitePages.forbidden(sentAgain: sentAgain), status: .forbidden)
                    .response
            }
            return await served(
                request, SitePages.sendAgain, form: form, upload: upload, session: session, found: found,
                now: now)
        }
        guard request.method == "POST", let submission = form[RepeatedSubmissions.fieldName],
            RepeatedSubmissions.isID(submission)
        else {
            return await served(
                request, handler, form: form, upload: upload, session: session, found: found, now: now)
        }
        let ran = Locked(false)
        let response = await submissions.answer(
            session: session.id, submission: submission, body: request.body
        ) {
            [self] in
            ran.withLock { $0 = true }
            return await served(
                request, handler, form: form, upload: upload, session: session, found: found, now: now)
        }
        if let notice = response.headers[Self.noticeHeader], !ran.withLock({ $0 }) {
            leave(notice, on: sessionID(setBy: response) ?? session.id)
        }
        return response
    }

    /// Carries the notice a handler left from a form's first answer to the repeats that get that
    /// answer; taken off before any answer is sent.
    private static let noticeHeader = "x-courier-notice"

    /// The session id `response`'s cookie gives the browser: a new one when the form renewed the
    /// session (a login), else the request's, or `nil` when it sets none.
    private func sessionID(setBy response: Response) -> String? {
        let prefix = "\(cookieName)="
        guard let cookie = response.headers.values(for: "set-cookie").first(where: { $0.hasPrefix(prefix) })
        else {
            return nil
        }
        return String(cookie.dropFirst(prefix.count).prefix { $0 != ";" })
    }

    /// Leaves `notice` on the stored session `id` again when it no longer holds one: a repeat of a
    /// form answered with the first's redirect, after the page that redirect led to took the notice
    /// (a third click while that page was loading: the browser drops it and follows the repeat's
    /// redirect), still lands on a page that says what the form did.
    private func leave(_ notice: String, on id: String) {
        // A session that held nothing once its notice was shown lives on in its cookie alone. One
        // that cannot be read is left alone: a notice must not replace what it holds.
        let stored: Session?
        do { stored = try store.session(id) } catch { return }
        let known = stored ?? Session(unstored: id, now: clock.now(), lifetime: Self.lifetime)
        guard var session = known, session[PageRequest.flashKey] == nil else { return }
        session[PageRequest.flashKey] = notice
        try? store.save(session)
    }

    /// `handler`'s answer to `request`, with `session` saved as the handler left it (`found` is the
    /// stored session the request named, if any) and its cookie set.
    private func served(
        _ request: Request, _ handler: Handler, form: QueryParameters, upload: MultipartFormData?,
        session: Session, found: Session?, now: Date
    ) async -> Response {
        var session = session
        let before = session
        let answer: PageResponse
        (answer, session) = await Self.run(
            handler, request, form: form, upload: upload, session: session, csrf: csrf)
        // A session is extended when half its life is gone, so most pages write nothing.
        if session.expires.timeIntervalSince(now) < Self.lifetime.seconds / 2 {
            session.expires = now.addingTimeInterval(Self.lifetime.seconds)
        }
        var response = answer.response
        if let notice = session[PageRequest.flashKey] { response.headers[Self.noticeHeader] = notice }
        let renewed = session.id != before.id
        if session != before {
            do {
                // A session that holds nothing again (its notice shown, its login ended) lives on
                // in its cookie alone, under the same id and so the same token.
                if !session.values.isEmpty { try store.save(session) }
                if found != nil && (renewed || session.values.isEmpty) { try store.delete(before.id) }
            } catch {
                return PageResponse.page(SitePages.sessionsUnavailable(), status: .serviceUnavailable)
                    .response
            }
        }
        // An unstored session's cookie is sent again on every page, so it ends `lifetime` after the
        // last one, as a stored session does.
        if found == nil || renewed || session.expires != before.expires {
            response.headers.add(
                "set-cookie",
                Cookies.setCookie(
                    cookieName, session.id,
                    maxAge: .seconds(Int64(session.expires.timeIntervalSince(now))),
                    secure: secureCookies))
        }
        return response
    }

    @MainActor
    private static func run(
        _ handler: Handler, _ request: Request, form: QueryParameters, upload: MultipartFormData?,
        session: Session, csrf: CSRFCheck
    ) async -> (PageResponse, Session) {
        let page = PageRequest(request: request, form: form, upload: upload, session: session, csrf: csrf)
        let answer = await PersonWaits.capped { await handler(page) }
        return (answer, page.session)
    }

    /// Why a form's body cannot be read.
    private struct UnreadableForm: Error {
        let description: String
    }

    /// A POST's fields, from a urlencoded body or a multipart form (with its parts); a GET's query.
    /// A multipart body that cannot be read is an error, so that it is not taken for a form without
    /// its CSRF token; so is a form of more than ``FormSize/mostFields`` fields.
    private static func form(of request: Request) throws(UnreadableForm) -> (
        QueryParameters, MultipartFormData?
    ) {
        guard request.method == "POST" else { return (request.query, nil) }
        if request.contentType == "multipart/form-data" {
            let upload: MultipartFormData
            do throws(MultipartFormData.Failure) {
                upload = try MultipartFormData(request)
            } catch {
                throw UnreadableForm(description: error.description)
            }
            var fields = QueryParameters()
            for part in upload.parts where part.filename == nil {
                fields.append(name: part.name, value: part.text)
            }
            return (fields, upload)
        }
        // Counted before the fields are decoded: a body of a million empty fields is refused at
        // the cost of one pass over its bytes.
        guard request.body.count(where: { $0 == UInt8(ascii: "&") }) < FormSize.mostFields else {
            throw UnreadableForm(description: "the form has more than \(FormSize.mostFields) fields")
        }
        return (QueryParameters(encoded: String(decoding: request.body, as: UTF8.self)), nil)
    }
}
