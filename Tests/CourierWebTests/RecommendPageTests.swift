import Foundation
import TestSupport
import Testing

/// The recommendation page asked with only one of its two choices says what the other must be, in
/// the page's language, rather than showing the form as if nothing had been asked.
@Suite(.offCooperativePool) struct RecommendPageTests {
    @Test func askedWithOneChoiceItSaysWhatTheOtherMustBe() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let japanese = try stack.fetch(
            "/meallog/recommend?week=%E9%87%91%E6%9B%9C%E6%97%A5", headers: [("Accept-Language", "ja")])
        #expect(japanese.status == 422, "\(japanese.text)")
        #expect(japanese.text.contains("お腹の具合を入力してください"), "\(japanese.text)")
        let english = try stack.fetch("/meallog/recommend?status=hungry")
        #expect(english.status == 422, "\(english.text)")
        #expect(english.text.contains("Please give the weekday"), "\(english.text)")
        let form = try stack.fetch("/meallog/recommend")
        #expect(form.status == 200 && !form.text.contains(#"class="alert""#), "\(form.text)")
    }
}
