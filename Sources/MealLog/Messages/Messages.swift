import Airtable
import AirtableModel
import Basics

/// Every sentence the app shows, in Japanese (the app's own language: its title, labels and
/// confirmations, such as "{name}の登録が完了しました") or English.
public struct Messages: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// `japanese` or `english`, by the language: for a front end's own sentences (menus, prompts).
    public func text(_ japanese: String, _ english: String) -> String { language.text(japanese, english) }

    /// The app's name, heading its screens.
    public var appTitle: String { text("デニーズ記録", "Meal log") }

    /// The confirmation after a meal is saved.
    public func added(_ name: String) -> String { text("\(name)の登録が完了しました", "\(name) has been logged") }

    /// The confirmation after a meal was saved over the same one already logged (same day, store
    /// and dish): it replaced that record.
    public func replaced(_ meal: Meal) -> String {
        text(
            "\(meal.date)の\(meal.name)はすでに記録されていたので、更新しました",
            "\(meal.name) on \(meal.date) was already in the log: it has been updated")
    }

    /// A field's label, on the form and as a column heading.
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

    /// A field named inside a sentence: its label, but "hunger status" for the short "hunger" of
    /// prompts and headings.
    private func noun(_ field: MealField) -> String {
        field == .status ? text(label(field), "hunger status") : label(field)
    }

    /// What is wrong with a meal's input.
    public func problem(_ error: MealInputError) -> String {
        switch error {
        case .missing(let field):
            return text("\(label(field))を入力してください", "Please give the \(noun(field))")
        case .notAnOption(let field, let value):
            let options = MealInputError.options(of: field).joined(separator: ", ")
            let english = MealInputError.options(of: field, inEnglish: true).joined(separator: ", ")
            return text(
                "「\(value)」は\(label(field))の選択肢にありません(\(options))",
                "'\(value)' is not a \(noun(field)) (one of: \(english))")
        case .invalidDate(let value) where Day.isWrittenAsDate(value):
            return text("日付「\(value)」はカレンダーにない日です", "'\(value)' is not a day of the calendar")
        case .invalidDate(let value):
            return text("日付「\(value)」はYYYY-MM-DD形式ではありません", "'\(value)' is not a date (YYYY-MM-DD)")
        case .weekdayMismatch(let day, let week):
            return text(
                "\(day)は\(day.weekday.rawValue)です(\(week.rawValue)ではありません)",
                "\(day) is a \(day.weekday.englishName), not a \(week.englishName)")
        case .futureDate(let day, let today):
            return text(
                "\(day)はまだ来ていません(今日は\(today))。食べた日を入力してください",
                "\(day) is in the future (today is \(today)): a meal is logged on the day it was eaten")
        case .farPastDate(let day):
            return text(
                "\(day)は\(MealForm.pastYears)年以上前です。年を確かめてください",
                "\(day) is more than \(MealForm.pastYears) years ago: check its year")
        case .backwardSpan(let from, let through):
            return text(
                "期間が逆です:\(from)は\(through)より後の日です",
                "The days are the wrong way round: \(from) is after \(through)")
        }
    }

    /// A picker's answer that is neither one of its numbers nor an option's name.
    public func pickAgain(from count: Int) -> String {
        text("1〜\(count)の番号か、選択肢の名前を入力してください。", "Please enter a number from 1 to \(count), or a name.")
    }

    public var noMeals: String { text("記録はありません", "No meals.") }
    /// Said at a terminal while a long log is read (each page of a hundred meals waits its turn
    /// under Airtable's five requests a second).
    public var loadingMeals: String { text("記録を読み込んでいます…", "Loading the meals…") }

    /// A rate limit, with when to try again (rounded up: ``Basics/WaitText``) when it is known.
    public func tooManyRequests(retryAfter: Duration?) -> String {
        guard let retryAfter else {
            return text("リクエストが多すぎます。しばらくしてから試してください", "Too many requests; try again later")
        }
        let wait = WaitText.text(retryAfter, in: language)
        return text("リクエストが多すぎます。\(wait)後に試してください", "Too many requests; try again in \(wait)")
    }

    /// A base that does not exist, or that the token cannot reach (Airtable does not say which),
    /// named when its id is known.
    public func baseUnreachable(_ baseID: String?) -> String {
        let base = baseID.map { " \($0)" } ?? ""
        return text("ベース\(base)が見つからないか、トークンにアクセス権がありません", AirtableSentences.baseUnreachable(baseID))
    }

    /// A base whose schema setup could not read: it, or its server's Metadata API, is not there.
    public func schemaMissing(_ baseID: String?) -> String {
        let base = baseID.map { " \($0)" } ?? ""
        return text("ベース\(base)またはサーバーの Metadata API が見つかりません", AirtableSentences.schemaMissing(baseID))
    }

    /// What to do when the meal table's server cannot be reached.
    public var airtableUnreachableAdvice: String {
        text(
            "scripts/up で airtable-local を起動するか、AIRTABLE_ENDPOINT_URL と AIRTABLE_TOKEN を設定してください。",
            AirtableConfiguration.unreachableAdvice)
    }

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
                "テーブル「\(table)」に項目を追加しました：\(fields.joined(separator: ", "))",
                "Added to the table '\(table)' the fields: \(fields.joined(separator: ", "))")
        }
    }
}
