import HTTPServer
import Testing

@Suite("Query decoding")
struct QueryParametersTests {
    @Test("+ is a space and %2B a literal plus")
    func plusAndEscapes() {
        let query = Request(method: "GET", target: "/search?term=Oh+My+God&sum=1%2B1&mixed=a+%2B+b").query
        #expect(query["term"] == "Oh My God")
        #expect(query["sum"] == "1+1")
        #expect(query["mixed"] == "a + b")
    }

    @Test("an empty value is present; a missing name is nil")
    func missingVersusEmpty() {
        let query = QueryParameters(encoded: "term=&flag&other=x")
        #expect(query["term"] == "")
        #expect(query["flag"] == "")
        #expect(query["absent"] == nil)
        #expect(Request(method: "GET", target: "/search").query["term"] == nil)
        #expect(Request(method: "GET", target: "/search?").query.isEmpty)
    }

    @Test("repeated names keep every value in order; the subscript gives the first")
    func repeatedNames() {
        let query = QueryParameters(encoded: "tag=a&tag=b&&tag=c")
        #expect(query["tag"] == "a")
        #expect(query.values(for: "tag") == ["a", "b", "c"])
    }

    @Test("names and values are percent-decoded as UTF-8; malformed escapes stay as they are")
    func decoding() {
        let query = QueryParameters(encoded: "caf%C3%A9=%F0%9F%98%80&bad=%zz%4&eq=a%3Db=c")
        #expect(query["café"] == "😀")
        #expect(query["bad"] == "%zz%4")
        #expect(query["eq"] == "a=b=c")
    }
}
