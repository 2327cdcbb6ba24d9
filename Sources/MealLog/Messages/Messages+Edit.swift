import Basics

extension Messages {
    /// After an edited meal was saved.
    public func updated(_ name: String) -> String { text("\(name)を更新しました", "\(name) has been updated") }

    /// After an edit form was saved without a change: nothing was written.
    public func unchanged(_ name: String) -> String {
        text("\(name)は変更されていません", "Nothing to change in \(name)")
    }

    /// After a meal was deleted.
    public func deleted(_ name: String) -> String { text("\(name)を削除しました", "\(name) has been deleted") }

    /// The question asked before deleting.
    public func confirmDelete(_ name: String) -> String { text("\(name)を削除しますか？", "Delete \(name)?") }

    /// An edit saved after its meal was deleted elsewhere: the form comes back to log it anew.
    public var deletedWhileEditing: String {
        text(
            "編集中にこの食事の記録は削除されました。保存すると新しい記録として登録します",
            "This meal was deleted while you were editing it. Save logs it again as a new meal.")
    }

    /// Said of a field that another window changed, to another value than this form's, while the
    /// form was open (``EditMealPresenter/save(_:openedAs:)``); `now` holds the meal's values as
    /// they are.
    public func changedElsewhere(_ field: MealField, now: MealForm) -> String {
        let value: String
        switch field {
        case .type: value = DishType.parse(now.type)?.name(in: language) ?? now.type
        case .week: value = Weekday.parse(now.week)?.name(in: language) ?? now.week
        case .status: value = HungerState.parse(now.status)?.name(in: language) ?? now.status
        case .name, .store, .date: value = now[field]
        }
        let japanese =
            value.isBlank
            ? "編集中に\(label(field))が消されました。もう一度保存するとこちらの内容で上書きします"
            : "編集中に\(label(field))が「\(value)」に変更されました。もう一度保存するとこちらの内容で上書きします"
        return text(japanese, EditClash.message(label(field), now: value))
    }

    /// Asked at a terminal after an edit found its meal deleted elsewhere.
    public var logAgainAsNew: String {
        text(
            "編集中にこの食事の記録は削除されました。新しい記録として登録しますか？",
            "It was deleted while you were editing it. Log it again as a new meal?")
    }

    /// A delete asked for a meal deleted elsewhere meanwhile: what was asked for is done.
    public var alreadyDeleted: String { text("その食事の記録はすでに削除されています", "That meal was already deleted") }

    /// A record id that names no meal.
    /// Asked after a save that found no server to answer it, what was typed kept.
    public var tryAgain: String { text("もう一度試しますか？", "Try again?") }

    public var noSuchMeal: String { text("その食事の記録はありません", "There is no such meal in the log") }

    /// The detail under ``noSuchMeal``: the record id that was asked for.
    public func missingRecordID(_ id: String) -> String {
        text("レコード ID \(id) の記録はありません", "no meal has the record id \(id)")
    }

    /// An edit that would make the meal the same as another record (same day, store and dish).
    public func alreadyLogged(_ meal: Meal) -> String {
        if meal.store.isEmpty {
            return text(
                "\(meal.date)の\(meal.name)はすでに記録されています", "\(meal.name) on \(meal.date) is already in the log")
        }
        return text(
            "\(meal.date)に\(meal.store)で食べた\(meal.name)はすでに記録されています",
            "\(meal.name) at \(meal.store) on \(meal.date) is already in the log")
    }
}

extension Messages {
    /// When the delete was not confirmed.
    public var notDeleted: String { text("削除しませんでした", "Not deleted.") }

    /// When the input ended (Ctrl-D) before a form was complete.
    public var notSaved: String { text("保存しませんでした", "Not saved.") }

    /// The prompt for a meal's number in the numbered list (or its record id).
    public var mealNumberLabel: String { text("食事の番号", "meal number") }

    /// A number that is not in the list.
    public func pickMeal(from count: Int) -> String {
        text("1〜\(count)の番号を入力してください。", "Please enter a number from 1 to \(count).")
    }

    /// A field asked for with its current value as the default, which `-` clears.
    public func clearable(_ field: MealField) -> String {
        text("\(label(field))(- で消す)", "\(label(field)), - to clear")
    }
}
