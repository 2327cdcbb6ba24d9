import Basics
import MealLog
import Testing

@testable import courier_web

/// On the English meal log, a dish or a store written in Japanese is marked `lang="ja"`, so that a
/// screen reader reads it in a Japanese voice; on the Japanese pages, and for text in Latin letters,
/// nothing is added.
@MainActor
@Suite struct MealTextLanguageTests {
    private func page(_ language: Language, name: String, store: String) throws -> String {
        let day = try #require(Day(entered: "2026-11-23"))
        let meal = try MealForm(
            type: "肉", name: name, week: "", status: "普通", store: store, date: "2026-11-23"
        )
        .validate(today: day).get()
        let view = MealListPage(backend: .airtable("http://127.0.0.1:9"), language: language)
        view.showMeals([MealRecord(id: "recMeal0000000001", meal: meal)], emptyMessage: "")
        let messages = Messages(language)
        return "\(view.html(week: nil, paging: view.paging(page: 1, showing: nil), messages: messages))"
    }

    @Test func japaneseTextOnAnEnglishPageIsMarked() throws {
        let english = try page(.english, name: "大盛りカットステーキ", store: "渋谷店")
        #expect(english.contains(#"<strong><span lang="ja">大盛りカットステーキ</span></strong>"#), "\(english)")
        #expect(english.contains(#"<span lang="ja">渋谷店</span>"#))
        #expect(
            english.contains("<bdi>meat</bdi> · <bdi>Monday</bdi>"),
            "the type in the page's own words, unmarked")
        let japanese = try page(.japanese, name: "大盛りカットステーキ", store: "渋谷店")
        #expect(!japanese.contains("lang=\"ja\""))
        let latin = try page(.english, name: "Katsu curry", store: "Denny's")
        #expect(!latin.contains("lang=\"ja\""))
    }
}
