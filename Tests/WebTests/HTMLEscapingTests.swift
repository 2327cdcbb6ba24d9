import Testing
import Web

/// Every value interpolated into a page is escaped; only markup written as HTML is kept.
struct HTMLEscapingTests {
    @Test func interpolatedTextIsEscapedAndMarkupIsKept() {
        let short = "<script>alert(1)</script>"
        let long = "Tom & Jerry's \"show\""
        let item: HTML = "<li title=\"\(long)\">\(short)</li>"
        #expect(
            item.text
                == "<li title=\"Tom &amp; Jerry&#39;s &quot;show&quot;\">&lt;script&gt;alert(1)&lt;/script&gt;</li>"
        )
        let list: HTML = "<ul>\([item, item])</ul>"
        #expect(list.text == "<ul>" + item.text + item.text + "</ul>")
    }

    @Test func optionalTextAndNumbers() {
        let none: String? = nil
        let some: String? = "<b>"
        let html: HTML = "\(none)|\(some)|\(42)"
        #expect(html.text == "|&lt;b&gt;|42")
    }

    @Test func aNulByteCannotEndUpInThePage() {
        #expect(HTMLEscaping.escape("a\0b") == "a\u{FFFD}b")
    }
}
