import Basics
import Foundation
import HTTPServer
import Web

/// The site's own pages: the home page and what is shown when something outside the apps fails.
enum SitePages {
    /// `/`: the four apps.
    static func home(language: Language) -> HTML {
        let items: [HTML] = SiteApp.allCases.map { app in
            "<li><h2><a href=\"\(app.path)\">\(app.title(in: language))</a></h2><p>\(app.summary(in: language))</p></li>"
        }
        return Layout.page(
            title: language.text("アプリ", "Apps"), language: language, app: nil,
            "<h1>Courier</h1><ul class=\"cards\">\(items)</ul>")
    }

    /// A state-changing request without its session's CSRF token. `sentAgain`: it was the form of
    /// ``sendAgain(_:)``, so the browser does not keep this site's cookie.
    static func forbidden(sentAgain: Bool = false) -> HTML {
        let cookie: HTML =
            sentAgain ? " This browser did not keep this site's cookie, which every form needs." : .empty
        return Layout.page(
            title: "Refused", language: .english, app: nil,
            """
            <h1>Refused</h1>
            <p class="alert" role="alert">This form was not sent from this site's own page, or the page is too \
            old. Go back, reload the page and try again.\(cookie)</p>
            """)
    }

    /// The title of a page for a form sent with a token its session no longer has.
    private static func notSentTitle(_ language: Language) -> String {
        language.text("まだ送信されていません", "Not sent yet")
    }

    /// Why such a form (`what`: its name in Japanese and English) was not sent, in `language`.
    private static func notSent(_ what: (japanese: String, english: String), _ language: Language) -> String {
        language.text(
            "このページを長く開いていたか、別のウィンドウでログインかログアウトをしたため、\(what.japanese)は送信されませんでした。",
            "This page was open for a long time, or you logged in or out in another window, so the "
                + "\(what.english) was not sent.")
    }

    /// A file form this site's own page sent with a token its session no longer has (the page was
    /// open longer than the session, or a login or logout in another window renewed it): nothing
    /// was done, and the file, which a page cannot hold, is to be chosen again on the form at the
    /// path of `segments` (a form's address opened as a page leads to the form). Sent without a
    /// cookie (`hadCookie` false), it may be a browser that keeps none: the page says so too.
    static func fileNotSent(formAt segments: [String], language: Language, hadCookie: Bool) -> HTML {
        // Each segment escaped, so the link always stays on this site (`//host` would leave it).
        let path =
            "/"
            + segments.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
            .joined(separator: "/")
        let title = notSentTitle(language)
        let message =
            notSent(("ファイル", "file"), language) + language.text("もう一度ファイルを選んでください。", " Choose it again.")
        let cookie =
            hadCookie
            ? ""
            : language.text(
                "何度も表示される場合、このブラウザはフォームに必要なクッキーを保存していません。",
                " If this page comes back, this browser does not keep this site's cookie, which every form needs."
            )
        return Layout.page(
            title: title, language: language, app: SiteApp(path: path),
            """
            <h1>\(title)</h1>
            <p class="alert" role="alert">\(message)\(cookie)</p>
            <p class="actions"><a class="button" href="\(path)">\(language.text("ファイルを選び直す", "Choose the file again"))</a></p>
            """)
    }

    /// A request for a name the site does not answer to (``AllowedHosts``): 421, saying how to
    /// serve it under that name.
    static func misdirected(host: String) -> Response {
        let html = Layout.page(
            title: "Not this site", language: .english, app: nil,
            """
            <h1>Not this site</h1>
            <p class="alert" role="alert">This site does not answer to the name \(String(host.prefix(200))). Open it \
            by its address or as localhost, or start it with the name in COURIER_WEB_ALLOWED_HOSTS.</p>
            """)
        return SecurityHeaders.applied(to: PageResponse.page(html, status: .misdirectedRequest).response)
    }

    /// The field that marks the form of ``sendAgain(_:)``.
    static let sentAgainField = "sent_again"

    /// The most fields ``sendAgain(_:)`` writes back: more than any of the site's forms has, few
    /// enough that a form cannot make the page a thousand times its own size.
    static let mostFieldsSentAgain = 64

    /// The fields a form carries for the site rather than typed by the person: where a login goes
    /// next, which logout, which language, which of its fields are chosen.
    private static let carriedFields: Set = ["next", "everywhere", "language", FormPage.chosenFieldsName]

    /// A form this site's own page sent with a token its session no longer has: the page was open
    /// longer than the session, or a login or logout in another window renewed it. Nothing was done;
    /// the form's fields come back as a form of the session now, so that what was typed is sent with
    /// one press and never typed again. The page shows what was typed, so that the person knows what
    /// the press sends (the values, in the form's order); a form with nothing typed (a delete) says
    /// what it does. What was chosen from a list or a box is kept but not shown: the form sent its
    /// code (an id, `on`), not the words the person saw.
    @MainActor
    static func sendAgain(_ page: PageRequest) -> PageResponse {
        let request = page.request
        let dropped: Set = [CSRFCheck.fieldName, RepeatedSubmissions.fieldName, sentAgainField]
        let kept = page.form.items.filter { !dropped.contains($0.name) }
        let fields: [HTML] = kept.map { field in
            "<input type=\"hidden\" name=\"\(formValue: field.name)\" value=\"\(formValue: field.value)\">"
        }
        let chosen = FormPage.chosenNames(in: page)
        let typed = kept.filter {
            !OpenedValues.carries($0.name) && !carriedFields.contains($0.name) && !chosen.contains($0.name)
                && !$0.value.trimmed.isEmpty
        }
        let action = page.path + (request.queryString.map { "?" + $0 } ?? "")
        let app = SiteApp(path: page.path)
        let title = notSentTitle(page.language)
        var message = notSent(("フォーム", "form"), page.language)
        var shown: HTML = .empty
        if !typed.isEmpty {
            message += page.language.text("入力した内容は残っています：", " What you typed is kept:")
            // The values alone: a field's name is the form's, not words a person reads.
            let rows: [HTML] = typed.map { "<li class=\"clamped\">\($0.value)</li>" }
            shown = "<ul class=\"typed\">\(rows)</ul>"
        } else if page.path.hasSuffix("/delete") {
            message += page.language.text("もう一度送信すると削除します。", " Sending it again deletes it.")
        } else if page.path.hasSuffix("/remove") {
            message += page.language.text("もう一度送信すると外します。", " Sending it again removes it.")
        } else if kept.contains(where: { chosen.contains($0.name) }) {
            message += page.language.text("選んだ内容は残っています。", " What you chose is kept.")
        }
        let html = Layout.page(
            title: title, language: page.language, app: app,
            """
            <h1>\(title)</h1>
            <p class="alert" role="alert">\(message)</p>\(shown)
            <form method="post" action="\(action)">\(fields)\(page.postFields)\
            <input type="hidden" name="\(sentAgainField)" value="1">\
            <p class="actions"><button type="submit">\(page.language.text("もう一度送信", "Send it again"))</button> \
            <a href="\(app?.path ?? "/")">\(page.language.text("送信しない", "Do not send"))</a></p></form>
            """)
        return .page(html, status: .forbidden)
    }

    /// A form whose body cannot be read (a multipart body that is not one, more fields than any
    /// form has), with what is wrong with it.
    static func unreadableForm(_ problem: String) -> HTML {
        Layout.page(
            title: "Unreadable form", language: .english, app: nil,
            """
            <h1>Unreadable form</h1>
            <p class="alert" role="alert">The form that was sent cannot be read (\(problem)). Go back, reload \
            the page and send it again.</p>
            """)
    }

    /// The session store cannot be reached.
    static func sessionsUnavailable() -> HTML {
        Layout.page(
            title: "Unavailable", language: .english, app: nil,
            """
            <h1>Unavailable</h1>
            <p class="alert" role="alert">The site cannot keep your session right now (its session database \
            cannot be reached). Try again in a moment.</p>
            """)
    }

    /// What the server itself answers, as a page: a body over ``Site/maxBodyBytes`` found while it
    /// is read, or an error no page caught.
    @Sendable static func serverError(_ status: Response.Status, reason: String) -> Response {
        guard status != .payloadTooLarge else { return tooLarge(language: .english) }
        let html = Layout.page(
            title: reason, language: .english, app: nil,
            """
            <h1>\(reason)</h1><p class="alert" role="alert">The site could not answer this request \
            (\(reason)). Go back and try again.</p>
            """)
        return SecurityHeaders.applied(to: PageResponse.page(html, status: status).response)
    }

    /// A body over ``Site/maxBodyBytes``, refused (413) with what to do instead and a way back to
    /// the app it was sent to (`path`'s); in `language` on the meal log's pages, the only ones that
    /// speak Japanese, and with the terminal's import for a CSV on the import's.
    static func tooLarge(path: String = "", language: Language) -> Response {
        let megabytes = Site.maxBodyMegabytes
        let app = SiteApp(path: path)
        let language = app == .meallog ? language : .english
        let importsCSV = path.hasPrefix("/meallog/import")
        let (title, message, back) =
            language == .japanese
            ? (
                "大きすぎます",
                "送信された内容が、このサイトの受け付ける大きさ（\(megabytes) MB まで）を超えています。戻って小さくしてから送信してください。"
                    + (importsCSV ? "大きな CSV は、ターミナルで meallog import を使って取り込めます。" : ""),
                "戻る"
            )
            : (
                "Too large to send",
                "What was sent is larger than this site takes (up to \(megabytes) MB). Go back and send less."
                    + (importsCSV ? " A larger CSV can be imported with meallog import at a terminal." : ""),
                "Back"
            )
        let link = app?.path ?? "/"
        let html = Layout.page(
            title: title, language: language, app: app,
            """
            <h1>\(title)</h1><p class="alert" role="alert">\(message)</p>\
            <p><a href="\(link)">\(back)</a></p>
            """)
        return SecurityHeaders.applied(to: PageResponse.page(html, status: .payloadTooLarge).response)
    }

    /// A page asked for with a method its address does not take (`PUT` on a form's address, `POST`
    /// to a list): 405, the router naming the methods it takes.
    static func methodNotAllowed(_ method: String, language: Language) -> HTML {
        nothingHere(
            ("受け付けられません", "このアドレスは\(method)リクエストを受け付けません。"),
            ("Not allowed", "This address does not take \(method) requests."), language: language)
    }

    /// No page at this address.
    static func notFound(language: Language) -> HTML {
        nothingHere(
            ("見つかりません", "このアドレスにページはありません。"), ("Not found", "There is no page here."), language: language)
    }

    /// A page of a title and a sentence in `language` (Japanese, else English), with a link to the
    /// apps.
    private static func nothingHere(
        _ japanese: (title: String, sentence: String), _ english: (title: String, sentence: String),
        language: Language
    ) -> HTML {
        let (title, sentence) = language == .japanese ? japanese : english
        let link: HTML =
            language == .japanese ? "<a href=\"/\">アプリの一覧へ</a>" : " <a href=\"/\">See the apps</a>."
        return Layout.page(
            title: title, language: language, app: nil, "<h1>\(title)</h1><p>\(sentence)\(link)</p>")
    }
}
