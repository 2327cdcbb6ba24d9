import Basics
import Testing

/// The user's language comes from the first locale variable set, and picks the sentence written in it.
@Suite struct LanguageTests {
    @Test func theFirstLocaleVariableSetDecides() {
        #expect(Language(environment: ["LANG": "ja_JP.UTF-8"]) == .japanese)
        #expect(Language(environment: ["LANG": "en_US.UTF-8"]) == .english)
        #expect(Language(environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "C"]) == .english)
        #expect(
            Language(environment: ["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"]) == .japanese)
        #expect(Language(environment: [:]) == .english)
    }

    @Test func aSentenceWrittenInBothIsPickedByTheLanguage() {
        #expect(Language.japanese.text("はい", "yes") == "はい")
        #expect(Language.english.text("はい", "yes") == "yes")
    }
}
