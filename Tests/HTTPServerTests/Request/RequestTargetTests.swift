import Basics
import HTTPServer
import Testing

@Suite("Request target, method and content type")
struct RequestTargetTests {
    @Test("the target splits into raw path, raw query and decoded segments")
    func split() {
        let request = Request(method: "get", target: "/api//a%20b/c/?x=1+2")
        #expect(request.method == "GET")
        #expect(request.path == "/api//a%20b/c/")
        #expect(request.queryString == "x=1+2")
        #expect(request.segments == ["api", "a b", "c"])
        #expect(request.query["x"] == "1 2")
    }

    @Test("path segments decode escapes, keep malformed ones and plus signs, and repair invalid UTF-8")
    func segmentDecoding() {
        #expect(Request(method: "GET", target: "/caf%C3%A9/%F0%9F%98%80").segments == ["café", "😀"])
        #expect(Request(method: "GET", target: "/a+b/%zz/%4/%").segments == ["a+b", "%zz", "%4", "%"])
        #expect(Request(method: "GET", target: "/x%FFy").segments == ["x\u{FFFD}y"])
        #expect(Request(method: "GET", target: "/%2F/b").segments == ["/", "b"])
        #expect(Request(method: "GET", target: "/ünï/çødé").segments == ["ünï", "çødé"])
    }

    @Test("an empty path, a bare question mark and an empty query")
    func edges() {
        let root = Request(method: "GET", target: "/")
        #expect(root.path == "/" && root.segments.isEmpty && root.queryString == nil)
        let bare = Request(method: "GET", target: "/a?")
        #expect(bare.path == "/a" && bare.segments == ["a"] && bare.queryString == "" && bare.query.isEmpty)
        let onlyQuery = Request(method: "GET", target: "?q=1")
        #expect(onlyQuery.path == "" && onlyQuery.segments.isEmpty && onlyQuery.query["q"] == "1")
        #expect(Request(method: "GET", target: "/a?b=/c/d").segments == ["a"])
    }

    @Test("an absolute-form target is reduced to path and query, its authority the Host")
    func absoluteForm() {
        let request = Request(
            method: "GET", target: "http://example.com:8080/a/b?q=1", headers: ["Host": "127.0.0.1"])
        #expect(request.path == "/a/b")
        #expect(request.query["q"] == "1")
        #expect(request.headers["host"] == "example.com:8080")
        #expect(request.headers.count == 1)
        let bare = Request(method: "GET", target: "http://user@example.com")
        #expect(bare.segments.isEmpty && bare.path == "/")
        #expect(bare.headers["host"] == "example.com")
        #expect(Request(method: "GET", target: "/a", headers: ["Host": "h"]).headers["host"] == "h")
    }

    @Test("the content type is the lower-cased media type without parameters")
    func contentType() {
        let json = Request(
            method: "POST", target: "/", headers: ["Content-Type": " Application/JSON ; charset=utf-8"])
        #expect(json.contentType == "application/json")
        #expect(Request(method: "POST", target: "/").contentType == nil)
    }

    @Test("headers are looked up case-insensitively")
    func headers() {
        var headers: HTTPHeaders = ["X-Token": "a"]
        headers.add("x-token", "b")
        let request = Request(method: "GET", target: "/", headers: headers)
        #expect(request.headers["x-TOKEN"] == "a")
        #expect(request.headers.values(for: "X-Token") == ["a", "b"])
    }
}
