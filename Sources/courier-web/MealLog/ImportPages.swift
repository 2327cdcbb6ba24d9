import Basics
import MealLog
import Web

/// The import's pages: the upload form (which the site's script turns into a progress bar), and
/// the result: imported, updated and rejected rows, each rejected row with its line and reason.
@MainActor
enum ImportPages {
    /// The form, with the running import's progress above it when there is one.
    static func form(
        _ page: PageRequest, messages: Messages, running: ImportJob?, error: String? = nil
    ) -> HTML {
        let file = FormField(
            name: "file", label: messages.csvFileLabel, control: .file(accept: ".csv,text/csv"), error: error,
            required: true)
        let status: HTML =
            running.map { "<p role=\"status\">\(messages.importRunning): \(progressLine($0))</p>" }
            ?? .empty
        return """
            <h1>\(messages.importTitle)</h1>
            <p>\(messages.csvColumns)</p>
            <p>\(messages.csvSizeLimit(megabytes: Site.maxBodyMegabytes))</p>
            <form id="import-form" method="post" action="/meallog/import" enctype="multipart/form-data" \
            data-sending="\(messages.sendingFile)" data-failed="\(messages.importCouldNotStart)">\(page.postFields)
            \(file.html())
            <p class="actions"><button type="submit">\(messages.importButton)</button></p>
            </form>
            <div id="import-status">\(status)</div>
            """
    }

    /// Where `job` stands, in its words: rows sent of all, or that they are still being checked.
    static func progressLine(_ job: ImportJob) -> String {
        job.progress.map(job.messages.rowsSent) ?? job.messages.checkingRows
    }

    /// The finished import: its summary and counts, and the rejected rows by line (the first
    /// ``MealLog/ImportReport/rejectionsShown``, then how many more).
    static func result(_ job: ImportJob, alerts: PageView) -> HTML {
        let messages = job.messages
        var body: HTML = .empty
        if let outcome = job.outcome {
            let report = outcome.report
            var rejected: [HTML] = report.shownRejections.map { "<li>\(messages.rejection($0))</li>" }
            if report.unshownRejections > 0 {
                rejected.append("<li>\(messages.moreRejected(report.unshownRejections))</li>")
            }
            let rejections: HTML =
                rejected.isEmpty
                ? .empty : "<h2>\(messages.rejectedLabel)</h2><ul class=\"cards\">\(rejected)</ul>"
            // Rows left out want a look: the summary is a warning then, not a success.
            let style: HTML = report.rejectedCount == 0 ? "notice" : "notice warning"
            body = """
                <p class="\(style)" role="status">\(outcome.summary)</p>
                <dl class="fields"><dt>\(messages.importedLabel)</dt><dd>\(report.imported)</dd>\
                <dt>\(messages.updatedLabel)</dt><dd>\(report.updated)</dd>\
                <dt>\(messages.rejectedLabel)</dt><dd>\(report.rejectedCount)</dd></dl>
                \(rejections)
                """
        }
        return """
            <h1>\(messages.importTitle)</h1>\(alerts.alertsHTML)
            \(body)
            <p class="actions"><a class="button" href="/meallog/">\(messages.mealsTitle)</a>\
            <a class="button secondary" href="/meallog/import">\(messages.importTitle)</a></p>
            """
    }
}
