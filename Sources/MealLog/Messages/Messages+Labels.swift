import Basics

/// The words of the screens themselves (titles, labels, buttons), for front ends with forms and
/// pages: the web pages, and any screen of the terminal that wants them.
extension Messages {
    /// A field's label on a form: 料理タイプ / "Dish type" (``label(_:)``, capitalised in English).
    public func formLabel(_ field: MealField) -> String {
        let label = label(field)
        return language == .japanese ? label : label.sentenceCased
    }

    // MARK: Screens

    public var mealsTitle: String { text("食事の記録", "Meals") }
    public var addMealTitle: String { text("食事を登録", "Add meal") }
    public var editMealTitle: String { text("食事を編集", "Edit meal") }
    public var importTitle: String { text("インポート", "Import") }
    public var recommendTitle: String { text("おすすめ", "Recommend") }

    // MARK: Buttons and choices

    public var saveButton: String { text("保存", "Save") }
    public var editButton: String { text("編集", "Edit") }
    public var deleteButton: String { text("削除", "Delete") }
    public var cancelButton: String { text("キャンセル", "Cancel") }
    public var filterButton: String { text("絞り込む", "Filter") }
    public var importButton: String { text("インポート", "Import") }
    public var recommendButton: String { text("おすすめを見る", "Recommend") }
    /// After the label of a field that may be left empty, on a form where some may not.
    public var optionalMark: String { text("（任意）", "(optional)") }
    /// The choice of a filter that leaves it out: every weekday.
    public var allWeekdays: String { text("すべての曜日", "All weekdays") }

    // MARK: Import

    public var csvFileLabel: String { text("CSVファイル", "CSV file") }
    /// What a CSV to import holds.
    public var csvColumns: String {
        text(
            "列: type, name, week, status(store と date は任意、順不同)",
            "Columns: type, name, week, status (store and date optional, in any order)")
    }
    /// The largest file a web form takes, and what to do with a larger one.
    public func csvSizeLimit(megabytes: Int) -> String {
        text(
            "\(megabytes) MBまで。それより大きいファイルは端末で meallog import を使ってください。",
            "Up to \(megabytes) MB. For a larger file, use meallog import at a terminal.")
    }
    public var chooseFile: String { text("CSVファイルを選んでください", "Choose a CSV file") }
    public var sendingFile: String { text("ファイルを送信しています…", "Sending the file…") }
    public var checkingRows: String { text("行を確認しています…", "Checking the rows…") }
    /// Progress while the rows are sent: "30 rows sent (60 % of the file read)".
    public func rowsSent(_ progress: ImportProgress) -> String {
        let read = progress.fractionRead.map { Int($0 * 100) }
        return text(
            "\(progress.written)件を送信しました" + (read.map { "(ファイルの\($0)%を読み込み)" } ?? ""),
            "\(progress.written) rows sent" + (read.map { " (\($0) % of the file read)" } ?? ""))
    }
    public var importCouldNotStart: String { text("インポートを開始できませんでした", "The import could not start") }
    public var importRunning: String { text("インポートを実行中です", "An import is running") }
    public var importsBusy: String {
        text(
            "ほかのインポートが実行中です。終わってからもう一度お試しください",
            "Other imports are running; try again when they end")
    }
    public var noImportYet: String { text("まだインポートしていません", "No import has been run yet") }
    public var importedLabel: String { text("新規", "Imported") }
    public var updatedLabel: String { text("更新", "Updated") }
    public var rejectedLabel: String { text("除外", "Rejected") }
}
