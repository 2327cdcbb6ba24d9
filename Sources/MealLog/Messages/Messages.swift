/// Every sentence the app shows, in Japanese (the seed's texts, such as "{name}の登録が完了しました")
/// or English.
public struct Messages: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// `japanese` or `english`, by the language: for a front end's own sentences (menus, prompts).
    public func text(_ japanese: String, _ english: String) -> String {
        language == .japanese ? japanese : english
    }

    /// The seed's alert title.
    public var appTitle: String { text("デニーズ記録", "Meal log") }

    /// The seed's confirmation after a meal is saved.
    public func added(_ name: String) -> String { text("\(name)の登録が完了しました", "\(name) has been logged") }

    /// A field's label, as the seed's form named them.
    public func label(_ field: MealField) -> String {
        switch field {
        case .type: text("料理タイプ", "dish type")
        case .name: text("料理名", "dish name")
        case .week: text("曜日", "weekday")
        case .status: text("お腹の具合", "hunger")
        case .store: text("店名", "store")
        case .date: text("日付", "date")
        }
    }

    /// What is wrong with a meal's input.
    public func problem(_ error: MealInputError) -> String {
        switch error {
        case .missing(let field):
            return text("\(label(field))を入力してください", "Please give the \(label(field))")
        case .notAnOption(let field, let value):
            let options = MealInputError.options(of: field).joined(separator: ", ")
            return text(
                "「\(value)」は\(label(field))の選択肢にありません(\(options))",
                "'\(value)' is not a \(label(field)) (one of: \(options))")
        case .invalidDate(let value):
            return text("日付「\(value)」はYYYY-MM-DD形式ではありません", "'\(value)' is not a date (YYYY-MM-DD)")
        case .weekdayMismatch(let day, let week):
            return text(
                "\(day)は\(day.weekday.rawValue)です(\(week.rawValue)ではありません)",
                "\(day) is a \(day.weekday.englishName), not a \(week.englishName)")
        }
    }

    /// Why an import row was rejected.
    public func reason(_ reason: RejectionReason) -> String {
        switch reason {
        case .input(let error): problem(error)
        case .fieldCount(let found, let expected):
            text("列の数が\(found)です(\(expected)列のはずです)", "\(found) fields where the header has \(expected)")
        case .duplicate(let line): text("\(line)行目と同じ食事です", "the same meal as line \(line)")
        case .store(let message): text("保存できませんでした: \(message)", "not saved: \(message)")
        }
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
            "The import stopped with \(notSent) rows not sent; run it again to resume")
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

    public var noMeals: String { text("記録はありません", "No meals.") }

    public var nothingToRecommend: String {
        text("おすすめできる食事の記録がありません", "There are no meals in the history to recommend from")
    }

    /// What setup did to the table.
    public func setup(_ setup: TableSetup, table: String) -> String {
        switch setup {
        case .created: text("テーブル「\(table)」を作成しました", "Created the table '\(table)'")
        case .unchanged: text("テーブル「\(table)」は準備済みです", "The table '\(table)' is ready")
        case .completed(let fields):
            text(
                "テーブル「\(table)」に項目を追加しました: \(fields.joined(separator: ", "))",
                "Added to the table '\(table)' the fields: \(fields.joined(separator: ", "))")
        }
    }
}
