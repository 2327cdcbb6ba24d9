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

    /// A backend's text cannot reorder or hide the page around it: controls and bidirectional
    /// overrides show as `�`; tabs, line breaks and ordinary non-ASCII text are kept.
    @Test func controlsAndBidirectionalOverridesShowAsReplacementCharacters() {
        #expect(HTMLEscaping.escape("exe.\u{202E}txt") == "exe.\u{FFFD}txt")
        #expect(HTMLEscaping.escape("a\u{2066}b\u{2069}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(
            HTMLEscaping.escape("bell\u{07} esc\u{1B}[2J del\u{7F} c1\u{9B}")
                == "bell\u{FFFD} esc\u{FFFD}[2J del\u{FFFD} c1\u{FFFD}")
        #expect(HTMLEscaping.escape("line\none\ttab\r") == "line\none\ttab\r")
        let plain = "Kürbis — “ラーメン” … ½ © \u{200F}שלום"
        #expect(HTMLEscaping.escape(plain) == plain)
    }

    /// A form's value goes back to the server as it is: only markup is escaped and NUL replaced.
    @Test func formValuesKeepControlsAndOverrides() {
        let stored = "<b>\u{202E}exe.gnp\u{07}\ttab \"q\" 'a' & b\0"
        let field: HTML = "<input value=\"\(formValue: stored)\">"
        #expect(
            field.text
                == "<input value=\"&lt;b&gt;\u{202E}exe.gnp\u{07}\ttab &quot;q&quot; &#39;a&#39; &amp; b\u{FFFD}\">"
        )
        let plain = "Kürbis — “ラーメン”"
        #expect(HTMLEscaping.escapeFormValue(plain) == plain)
    }

    /// Markup pieces joined with text between them: the pieces kept, the text escaped.
    @Test func piecesJoinWithAnEscapedSeparator() {
        let pieces: [HTML] = ["<b>a</b>", "\("<i>")"]
        #expect(pieces.joined(separator: " & ").text == "<b>a</b> &amp; &lt;i&gt;")
    }
}
