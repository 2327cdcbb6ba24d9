import Testing
import Web

/// What a form may name as the page to go back to: only a plain path of the app's own, short
/// enough to be sent; anything else is refused, and the caller goes to its default page.
@Suite struct LocalPathTests {
    @Test func aPlainPathOfTheAppPasses() {
        #expect(LocalPath.checked("/til", under: "/til") == "/til")
        #expect(LocalPath.checked("/til/acronyms/1?x=%20y", under: "/til") == "/til/acronyms/1?x=%20y")
        #expect(LocalPath.checked("/til/a..b/...?q=../x", under: "/til") == "/til/a..b/...?q=../x")
    }

    @Test func anythingThatCouldLeadElsewhereIsRefused() {
        for text in [
            "", "til/", "//evil.example/til/", "https://evil.example/til/", "/tilx", "/meallog/",
            "/til/\\evil", "/til/ x", "/til/\r\nSet-Cookie: a=b", "/til/é", "/til/../meallog/",
            "/til/../../x", "/til/acronyms/..", "/til/./x", "/til/%2e%2e/meallog", "/til/.%2E/x", "/til/%2E",
        ] {
            #expect(LocalPath.checked(text, under: "/til") == nil, "\(text)")
        }
    }

    @Test func aPathTooLongForALocationHeaderIsRefused() {
        let longest = "/til/" + String(repeating: "a", count: LocalPath.maxLength - 5)
        #expect(LocalPath.checked(longest, under: "/til") == longest)
        #expect(LocalPath.checked(longest + "a", under: "/til") == nil)
    }

    @Test func aQueryValueCannotEndItself() {
        #expect("/til/acronyms/1".queryValueEscaped == "/til/acronyms/1")
        #expect("a b&c=d#e?".queryValueEscaped == "a%20b%26c%3Dd%23e%3F")
        #expect("https://a.example/u/1?v=4".queryValueEscaped == "https%3A//a.example/u/1%3Fv%3D4")
        #expect("é".queryValueEscaped == "%C3%A9")
    }
}
