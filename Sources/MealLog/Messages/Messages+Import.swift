import AirtableModel
import Basics

extension Messages {
    /// Why an import row was rejected.
    public func reason(_ reason: RejectionReason) -> String {
        switch reason {
        case .input(let error): problem(error)
        case .fieldCount(let found, let expected):
            text("列の数が\(found)です(\(expected)列のはずです)", "\(found) fields where the header has \(expected)")
        case .notText:
            text(
                "UTF-8 のテキストではありません(ファイルを UTF-8 で保存し直してください)",
                "not UTF-8 text (save the file again as UTF-8)")
        case .unclosedQuote:
            text(
                "この行の引用符(\")が閉じられていないため、以降の行がすべてこの行に読み込まれました",
                "a quote (\") on this line is never closed, so every line after it was read into this row")
        case .duplicate(let line): text("\(line)行目と同じ食事です", "the same meal as line \(line)")
        case .tooLarge:
            text(
                "行が大きすぎて送信できません(1回の送信は\(ByteCount.text(AirtableLimits.requestBodyBytes))までです)",
                "too large to send: a request may be at most \(ByteCount.text(AirtableLimits.requestBodyBytes))"
            )
        case .store(let message): text("保存できませんでした：\(message)", "not saved: \(message)")
        }
    }

    /// "line 4: …".
    public func rejection(_ rejection: Rejection) -> String {
        text("\(rejection.line)行目：", "line \(rejection.line): ") + reason(rejection.reason)
    }

    /// After the rejected rows shown, how many more there are (``ImportReport/rejectionsShown``).
    public func moreRejected(_ count: Int) -> String {
        text("ほか\(count)行を除外しました", count == 1 ? "and 1 more row rejected" : "and \(count) more rows rejected")
    }

    /// ``moreRejected(_:)`` at a terminal, where `--json` lists every rejected row.
    public func moreRejectedAtTerminal(_ count: Int) -> String {
        moreRejected(count) + text("（--json ですべて表示）", " (--json lists them all)")
    }

    /// Where the import stands, in words: one line per batch when the output is not a terminal,
    /// and the label of the progress bar on one. "batch 3: 30 rows sent (12 % of the file read)".
    public func progress(_ progress: ImportProgress) -> String {
        let read = progress.fractionRead.map { Int($0 * 100) }
        if progress.batch == 0 {
            let checked = progress.valid + progress.rejected
            return text(
                "\(checked)行を確認" + (read.map { "(ファイルの\($0)%を読み込み)" } ?? ""),
                "\(checked.counted("row")) checked" + (read.map { " (\($0) % of the file read)" } ?? ""))
        }
        return text(
            "バッチ\(progress.batch)：\(progress.written)件を送信済み" + (read.map { "(ファイルの\($0)%を読み込み)" } ?? ""),
            "batch \(progress.batch): \(progress.written.counted("row")) sent"
                + (read.map { " (\($0) % of the file read)" } ?? ""))
    }

    /// The summary of an import that only checked the rows (`--check`); one that `stopped` before
    /// the end of the file does not say it is done.
    public func checked(_ report: ImportReport, stopped: Bool = false) -> String {
        text(
            "\(stopped ? "確認結果" : "確認完了")：取り込める行\(report.valid)件、除外\(report.rejectedCount)件(何も送信していません)",
            "Checked: \(report.valid.counted("row")) to import, \(report.rejectedCount) "
                + "rejected (nothing was sent)")
    }

    /// The import's summary line; one that `stopped` before the end does not say it is done (the
    /// alert beside it says why it stopped).
    public func summary(_ report: ImportReport, stopped: Bool = false) -> String {
        text(
            "\(stopped ? "インポート結果" : "インポート完了")：新規\(report.imported)件、更新\(report.updated)件、除外\(report.rejectedCount)件",
            "Imported \(report.imported), updated \(report.updated), rejected \(report.rejectedCount)")
    }

    /// An import that stopped before the end, with the rows it did not send and those it sent
    /// with no answer (running it again writes each once: rows are matched by key).
    public func importStopped(notSent: Int, unanswered: Int = 0) -> String {
        guard unanswered > 0 else {
            return text(
                "インポートを中断しました(未送信\(notSent)件)。もう一度実行すると続きから再開します",
                "The import stopped with \(notSent.counted("row")) not sent; run it again to resume"
            )
        }
        return text(
            "インポートを中断しました(未送信\(notSent)件、送信したものの結果が不明\(unanswered)件)。"
                + "もう一度実行すると続きから再開します(同じ行が二重に登録されることはありません)",
            "The import stopped with \(notSent.counted("row")) not sent and \(unanswered) sent without an "
                + "answer; run it again to resume (no row is written twice)"
        )
    }

    /// An import ended by Ctrl-C (or SIGTERM) after `saved` rows were saved.
    public func importInterrupted(saved: Int) -> String {
        text(
            "中断しました：\(saved)件を保存済みです。もう一度実行すると続きから再開します",
            "Interrupted: \(saved.counted("row")) saved; run the import again to resume")
    }

    /// A CSV that cannot be imported at all, or could not be read to its end.
    public func unusable(_ error: MealCSVError) -> String {
        switch error {
        case .empty: text("CSVが空です", "The CSV is empty")
        case .missingColumns(let fields):
            text(
                "CSVに必要な列がありません：\(fields.map(\.rawValue).joined(separator: ", "))",
                "The CSV lacks the column(s): \(fields.map(\.rawValue).joined(separator: ", "))")
        case .notText:
            text(
                "UTF-8 のテキストではありません(UTF-8 の CSV で保存し直してください)",
                "It is not UTF-8 text (save it again as a UTF-8 CSV)")
        case .binary(let line):
            text(
                "\(line)行目にNULバイトがあります。テキストではなくバイナリのデータです",
                "Line \(line) holds a NUL byte: this is binary data, not a CSV")
        case .lineTooLong(let line):
            text(
                "\(line)行目が\(ByteCount.text(CSVParser.maxRecordBytes))を超えても終わりません。CSVではないようです",
                "Line \(line) runs past \(ByteCount.text(CSVParser.maxRecordBytes)) without ending: this is not a CSV"
            )
        case .unreadable(let reason):
            text("読み込みに失敗しました：\(reason)", "Reading failed: \(reason)")
        }
    }
}
