import Foundation
import MealLog
import TestSupport

/// One request to a `courier-web` instance on a connection of its own, as a browser sends it (from
/// 127.0.0.1, or another loopback address as another machine would); redirects are answers, not
/// followed.
enum SiteRequest {
    static func send(
        port: Int, _ path: String, method: String = "GET", form: String? = nil, cookie: String? = nil,
        contentType: String = "application/x-www-form-urlencoded", headers: [(String, String)] = [],
        from source: String? = nil
    ) throws -> RawResponse {
        try send(
            port: port, path, method: method, body: form.map { Array($0.utf8) }, cookie: cookie,
            contentType: contentType, headers: headers, from: source)
    }

    /// The same with a body of any bytes (a file that is not text, in a multipart form).
    static func send(
        port: Int, _ path: String, method: String, body: [UInt8]?, cookie: String?, contentType: String,
        headers: [(String, String)] = [], from source: String? = nil
    ) throws -> RawResponse {
        let started = ContinuousClock.now
        do {
            let connection = try RawConnection(port: port, readTimeout: .seconds(60), from: source)
            defer { connection.close() }
            // The site's address as the host, unless the test names another.
            let host = headers.contains { $0.0.lowercased() == "host" } ? "" : "Host: 127.0.0.1\r\n"
            var head = "\(method) \(path) HTTP/1.1\r\n\(host)Connection: close\r\n"
            if let cookie { head += "Cookie: \(cookie)\r\n" }
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            if let body { head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n" }
            try connection.write(Array((head + "\r\n").utf8) + (body ?? []))
            return try connection.readResponse()
        } catch {
            // Which request, and after how long: a connection closed without an answer at once, at
            // a server's deadline, or at the read timeout are different failures.
            let elapsed = (ContinuousClock.now - started).formatted(
                .units(allowed: [.seconds, .milliseconds]))
            throw RawConnection.Failure(
                description: "\(method) \(path) on :\(port) after \(elapsed): \(error)")
        }
    }
}

extension SiteRequest {
    /// The meal log's import form as `multipart/form-data` (boundary `B`): the CSRF token and a file.
    static func importForm(token: String, filename: String, bytes: [UInt8]) -> [UInt8] {
        var body = Array("--B\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n".utf8)
        body += Array(
            "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\n\r\n".utf8)
        return body + bytes + Array("\r\n--B--\r\n".utf8)
    }
}

extension WebStack {
    /// One request to the stack's site (or another instance's `port`), as
    /// ``SiteRequest/send(port:_:method:form:cookie:contentType:)``.
    func fetch(
        _ path: String, method: String = "GET", body: String? = nil, cookie: String? = nil,
        headers: [(String, String)] = [], from source: String? = nil, on port: Int? = nil
    ) throws -> RawResponse {
        try SiteRequest.send(
            port: port ?? web.port, path, method: method, form: body, cookie: cookie, headers: headers,
            from: source)
    }
}

extension WebStack {
    /// Sends the form at `formPath` as a browser does: `fields` (URL-encoded) with the form's
    /// hidden fields (its CSRF token and submission id), posted to `path` on `cookie`'s session (the
    /// one the form's page began when `nil`). The answer, and the session.
    func submit(_ fields: String, to path: String, formAt formPath: String, cookie: String? = nil) throws -> (
        RawResponse, String
    ) {
        let form = try fetch(formPath, cookie: cookie)
        guard let session = cookie ?? form.sessionCookie else {
            throw ProcessError("\(formPath) began no session")
        }
        let body = fields + "&" + (try form.postFields)
        return (try fetch(path, method: "POST", body: body, cookie: session), session)
    }

    /// An order named Glossary added through the site's form: the path of its page, and the session
    /// it was added on.
    func addOrder() throws -> (path: String, session: String) {
        let (added, session) = try submit(
            "name=Glossary&deadline=2031-05-04&customer=proglib&summary=&fee=", to: "/planner/orders",
            formAt: "/planner/orders/new")
        guard let id = added.header("location")?.components(separatedBy: "#order-").last else {
            throw ProcessError("the order was not added: \(added.status) \(added.text)")
        }
        return ("/planner/orders/\(id)", session)
    }

    /// Katsu curry (meat, Monday, normal, at Ekimae) logged through the site's form: the path of the
    /// meal (`/meallog/meals/rec…`), and the session.
    func addMeal() throws -> (path: String, session: String) {
        let new = try fetch("/meallog/meals/new")
        guard let session = new.sessionCookie else { throw ProcessError("the form set no cookie") }
        let add = try new.formSubmission(
            action: "/meallog/meals",
            changing: [
                "type": DishType.meat.rawValue, "name": "Katsu curry", "week": Weekday.monday.rawValue,
                "status": HungerState.normal.rawValue, "store": "Ekimae",
            ])
        let added = try fetch("/meallog/meals", method: "POST", body: add, cookie: session)
        let list = try fetch(added.header("location") ?? "/meallog/", cookie: session)
        let id = list.text.components(separatedBy: "/meallog/meals/").dropFirst().map {
            String($0.prefix(17))
        }
        .first { $0.hasPrefix("rec") }
        guard let id else { throw ProcessError("the meal was not logged: \(added.status) \(added.text)") }
        return ("/meallog/meals/\(id)", session)
    }

    /// Logged in as `admin`, the acronym OMG (Oh My God) created through the site's form: the path
    /// of its page, and the session.
    func createAcronym() throws -> (path: String, session: String) {
        guard let session = try logIn().login.sessionCookie else {
            throw ProcessError("the login set no cookie")
        }
        let (created, _) = try submit(
            "short=OMG&long=Oh+My+God", to: "/til/acronyms", formAt: "/til/acronyms/new", cookie: session)
        guard let path = created.header("location") else {
            throw ProcessError("the acronym was not created: \(created.status) \(created.text)")
        }
        return (path, session)
    }

    /// The acronym of ``createAcronym()`` and the category Funny, created through the site's forms
    /// (not yet filed together): the acronym's page path, the category's id and the session.
    func createAcronymAndCategory() throws -> (acronym: String, category: String, session: String) {
        let (acronym, session) = try createAcronym()
        let (created, _) = try submit(
            "name=Funny", to: "/til/categories", formAt: "/til/categories/new", cookie: session)
        guard let category = created.header("location")?.split(separator: "/").last else {
            throw ProcessError("the category was not created: \(created.status) \(created.text)")
        }
        return (acronym, String(category), session)
    }

    /// Logs in as `username` (`admin` unless said) from a new session, as a person does: the login
    /// form (with the session begun for it), then the form posted; `next` is where the login was
    /// asked to lead. On the stack's site, or on another instance's `port`.
    func logIn(
        as username: String = "admin", password: String = "password", next: String? = nil,
        on port: Int? = nil
    ) throws -> (form: RawResponse, login: RawResponse) {
        let form = try fetch("/til/login" + (next.map { "?next=" + $0 } ?? ""), on: port)
        guard let token = form.csrfToken else { throw ProcessError("the login page has no form") }
        var body = "username=\(username)&password=\(password)&csrf=\(token)"
        if let next {
            body += "&next=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        return (
            form, try fetch("/til/login", method: "POST", body: body, cookie: form.sessionCookie, on: port)
        )
    }
}

extension RawResponse {
    /// `name=value` of the cookie the answer sets, as a browser sends it back.
    var sessionCookie: String? {
        header("set-cookie")?.split(separator: ";").first.map(String.init)
    }

    /// The CSRF token in the page's first form.
    var csrfToken: String? { SiteRequest.csrfToken(in: text) }

    /// The hidden fields of the page's first form (its CSRF token and submission id) as a browser
    /// sends them: `csrf=…&submission=…`.
    var postFields: String {
        get throws {
            guard let token = csrfToken, let submission = SiteRequest.hiddenField("submission", in: text)
            else {
                throw ProcessError("the page has no form to send: \(status) \(text)")
            }
            return "csrf=\(token)&submission=\(submission)"
        }
    }
}

extension SiteRequest {
    /// The CSRF token in the first form of the page `html`.
    static func csrfToken(in html: String) -> String? { hiddenField("csrf", in: html) }

    /// The value of the first hidden field `name` in the page `html`.
    static func hiddenField(_ name: String, in html: String) -> String? {
        guard let field = html.range(of: #"name="\#(name)" value=""#) else { return nil }
        let rest = html[field.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}

extension WebStack {
    /// A dish named `<script>…` whose store holds markup and a right-to-left override, which would
    /// show the text after it reversed ("exe.gnp" as "pgn.exe"): written straight into the table, as
    /// someone editing the base by hand could. Its record id.
    @discardableResult
    func seedScriptDish() throws -> String {
        let name = #"<script>alert("meal")</script>"#
        let store = Self.scriptDishStore
        let fields: [String: String] = [
            "name": name, "type": DishType.meat.rawValue, "week": Weekday.monday.rawValue,
            "status": HungerState.hungry.rawValue, "store": store, "date": "2026-11-23",
            "key": "2026-11-23|\(store)|\(name)",
        ]
        let body = try JSONSerialization.data(withJSONObject: ["records": [["fields": fields]]])
        let reply = airtable.airtable.call(
            "POST", "/v0/\(MealTable.defaultBaseID)/\(MealTable.name)", String(decoding: body, as: UTF8.self))
        guard reply.status == 200, let id = reply.records.first?["id"]?.stringValue else {
            throw ProcessError("seeding the dish failed: \(reply.text)")
        }
        return id
    }

    /// The store of ``seedScriptDish()``.
    static let scriptDishStore = "<b>渋谷</b>\u{202E}exe.gnp"
}
