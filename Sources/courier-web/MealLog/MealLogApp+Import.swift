import Basics
import Foundation
import HTTPServer
import MealLog
import Web

extension MealLogApp {
    /// `GET /meallog/import`: the upload form.
    @MainActor
    func importForm(_ page: PageRequest) -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let messages = messages(page)
        let running = imports.job(for: page.session.id).flatMap { $0.isDone ? nil : $0 }
        return .page(
            layout(messages.importTitle, page, ImportPages.form(page, messages: messages, running: running)))
    }

    /// `POST /meallog/import` (a `multipart/form-data` form with the CSV as `file`): starts the
    /// session's import in a task of its own. A script (`Accept: application/json`) is answered at
    /// once with where to follow it (202 `{"progress":…}`); a plain form waits for the import and
    /// is sent to its result. One import runs per session at a time (409 while one does), and a
    /// few on the whole site (429 while they do: the person tries again later).
    @MainActor
    func startImport(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let messages = messages(page)
        let script = page.request.headers["accept"]?.contains("application/json") == true
        if let running = imports.job(for: page.session.id), !running.isDone {
            if script { return Self.json(["progress": Self.progressPath], status: .conflict) }
            let html = ImportPages.form(page, messages: messages, running: running)
            return .page(layout(messages.importTitle, page, html), status: .conflict)
        }
        // An empty file is read like any other, and said to be empty.
        guard let file = page.upload?["file"], file.filename?.isEmpty == false else {
            let html = ImportPages.form(page, messages: messages, running: nil, error: messages.chooseFile)
            return .page(layout(messages.importTitle, page, html), status: .unprocessableEntity)
        }
        guard imports.canStartAnother else {
            let html = ImportPages.form(page, messages: messages, running: nil, error: messages.importsBusy)
            return .page(layout(messages.importTitle, page, html), status: .tooManyRequests)
        }
        let job = ImportJob(messages: messages)
        let store = store
        job.start(
            ImportPresenter(
                interactor: ImportInteractor(store: store.forImport), messages: messages, today: today),
            csv: MealCSVReader(CSVText(bytes: file.body)), ended: { store.importEnded() })
        imports.keep(job, for: page.session.id)
        if script { return Self.json(["progress": Self.progressPath], status: .accepted) }
        await job.finish()
        return .redirect(to: Self.resultPath)
    }

    /// `GET /meallog/import/progress`: the session's import as
    /// `{"sent","total","done","report","line"}`: valid rows sent and in all, whether it ended,
    /// the page of its result, and where it stands in words.
    @MainActor
    func importProgress(_ page: PageRequest) -> PageResponse {
        guard let job = imports.job(for: page.session.id) else {
            return Self.json(
                ImportProgressJSON(sent: 0, total: 0, done: true, report: "/meallog/import", line: ""),
                status: .notFound)
        }
        return Self.json(
            ImportProgressJSON(
                sent: job.sent, total: job.total, done: job.isDone, report: Self.resultPath,
                line: ImportPages.progressLine(job)))
    }

    /// `GET /meallog/import/result`: the session's last import, once it ended.
    @MainActor
    func importResult(_ page: PageRequest) -> PageResponse {
        let messages = messages(page)
        guard let job = imports.job(for: page.session.id) else {
            return .page(
                layout(
                    messages.importTitle, page,
                    """
                    <h1>\(messages.importTitle)</h1><p>\(messages.noImportYet)</p>
                    <p class="actions"><a class="button" href="/meallog/import">\(messages.importTitle)</a></p>
                    """),
                status: .notFound)
        }
        guard job.isDone else {
            return .page(
                layout(
                    messages.importTitle, page, ImportPages.form(page, messages: job.messages, running: job)))
        }
        let view = alerts(page)
        for alert in job.alerts { view.show(alert) }
        if let stopped = job.outcome?.stopped { view.show(stopped) }
        return .page(
            layout(messages.importTitle, page, ImportPages.result(job, alerts: view)), status: view.status)
    }

    private static let progressPath = "/meallog/import/progress"
    private static let resultPath = "/meallog/import/result"

    private static func json(_ value: some Encodable, status: Response.Status = .ok) -> PageResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let bytes = (try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)
        return .bytes(bytes, contentType: Response.jsonContentType, status: status)
    }
}

/// The progress endpoint's answer.
struct ImportProgressJSON: Encodable {
    let sent: Int
    let total: Int
    let done: Bool
    /// The result page's path.
    let report: String
    /// Where the import stands, in the words of the language it was started in.
    let line: String
}
