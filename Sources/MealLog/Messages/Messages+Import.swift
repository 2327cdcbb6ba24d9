import AirtableModel

extension Messages {
    /// Why an import row was rejected.
    public func reason(_ reason: RejectionReason) -> String {
        switch reason {
        case .input(let error): problem(error)
        case .fieldCount(let found, let expected):
            text("列の数が\(found)です(\(expected)列のはずです)", "\(found) fields where the header has \(expected)")
        case .duplicate(let line): text("\(line)行目と同じ食事です", "the same meal as line \(line)")
        case .tooLarge:
            text(
                "行が大きすぎて送信できません(1回の送信は\(Self.megabytes(AirtableLimits.requestBodyBytes))までです)",
                "too large to send: a request may be at most \(Self.megabytes(AirtableLimits.requestBodyBytes))"
            )
        case .store(let message): text("保存できませんでした: \(message)", "not saved: \(message)")
        }
    }

    /// `2 MB`: a size limit in words.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }

    /// "line 4: …".
    public func rejection(_ rejection: Rejection) -> String {
        text("\(rejection.line)行目: ", "line \(rejection.line): ") + reason(rejection.reason)
    }

    /// One line per batch when the output is not a terminal.
    public func progress(_ progress: ImportProgress) -> String {
        text(
            "バッチ \(progress.batch)/\(progress.batches): \(progress.written)/\(progress.total)件",
            "batch \(progress.batch)/\(progress.batches): \(progress.written)/\(progress.total) rows")
    }

    /// The import's summary line.
    public func summary(_ report: ImportReport) -> String {
        text(
            "インポート完了: 新規\(report.imported)件、更新\(report.updated)件、除外\(report.rejected.count)件",
            "Imported \(report.imported), updated \(report.updated), rejected \(report.rejected.count)")
    }

    /// An import that stopped before the end.
    public func importStopped(notSent: Int) -> String {
        text(
            "インポートを中断しました(未送信\(notSent)件)。もう一度実行すると続きから再開します",
            "The import stopped with \(notSent) row\(notSent == 1 ? "" : "s") not sent; run it again to resume"
        )
    }

    /// An import ended by Ctrl-C (or SIGTERM) after `saved` of `total` valid rows were saved.
    public func importInterrupted(saved: Int, of total: Int) -> String {
        text(
            "中断しました: \(total)件中\(saved)件を保存済みです。もう一度実行すると続きから再開します",
            "Interrupted: \(saved) of \(total) rows saved; run the import again to resume")
    }

    /// A CSV that cannot be imported at all.
    public func unusable(_ error: MealCSVError) -> String {
        switch error {
        case .empty: text("CSVが空です", "The CSV is empty")
        case .missingColumns(let fields):
            text(
                "CSVに必要な列がありません: \(fields.map(\.rawValue).joined(separator: ", "))",
                "The CSV lacks the column(s): \(fields.map(\.rawValue).joined(separator: ", "))")
        }
    }
}
