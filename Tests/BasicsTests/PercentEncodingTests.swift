import Basics
import Testing

/// `percentEncoded(keeping:)`: RFC 3986's unreserved characters stay, every other UTF-8 byte is
/// `%XX`, and a caller keeps only the reserved characters it names.
@Suite struct PercentEncodingTests {
    @Test func unreservedCharactersStayAndTheRestIsEncodedByteByByte() {
        #expect("AZaz09-._~".percentEncoded() == "AZaz09-._~")
        #expect("a b&c=d/e?f#g".percentEncoded() == "a%20b%26c%3Dd%2Fe%3Ff%23g")
        #expect("é 東".percentEncoded() == "%C3%A9%20%E6%9D%B1")
        #expect("%".percentEncoded() == "%25")
        #expect("".percentEncoded() == "")
    }

    @Test func onlyTheNamedCharactersAreKept() {
        #expect("a/b c".percentEncoded(keeping: "/") == "a/b%20c")
        #expect("x;y:z@w".percentEncoded(keeping: ":@") == "x%3By:z@w")
        // A kept non-ASCII character means nothing: its bytes are encoded all the same.
        #expect("é".percentEncoded(keeping: "é") == "%C3%A9")
    }

    @Test func controlCharactersAndLineBreaksAreEncoded() {
        #expect("a\r\nb\u{0}".percentEncoded() == "a%0D%0Ab%00")
    }
}

extension PercentEncodingTests {
    @Test func aPredicateSaysWhichBytesStay() {
        let printable = "/a b?\u{1B}[2J".percentEncoded { (0x21...0x7E).contains($0) }
        #expect(printable == "/a%20b?%1B[2J")
    }
}
