import Basics
import Foundation
import Testing

@testable import Courier

@Suite struct RequestBuildingTests {
    let client = makeClient(StubTransport())

    @Test func relativePathsResolveAgainstTheBaseURL() throws {
        let request = try client.makeHTTPRequest(Request<Item>.get("items/7"))
        #expect(request.url.absoluteString == "https://api.example.com/v1/items/7")
        let leadingSlash = try client.makeHTTPRequest(Request<Item>.get("/items"))
        #expect(leadingSlash.url.absoluteString == "https://api.example.com/v1/items")
    }

    @Test func aBaseURLsQueryComesFirstInEveryRelativeRequest() throws {
        let base = try #require(URL(string: "https://api.example.com/v1/?key=k1&v=2#top"))
        let client = Client(baseURL: base, transport: StubTransport())
        let plain = try client.makeHTTPRequest(Request<Item>.get("items/7"))
        #expect(plain.url.absoluteString == "https://api.example.com/v1/items/7?key=k1&v=2")
        let queried = try client.makeHTTPRequest(
            Request<Item>.get("items", query: [.init(name: "page", value: "2")]))
        #expect(queried.url.absoluteString == "https://api.example.com/v1/items?key=k1&v=2&page=2")
        let inPath = try client.makeHTTPRequest(Request<Item>.get("items?sort=name#x"))
        #expect(inPath.url.absoluteString == "https://api.example.com/v1/items?key=k1&v=2&sort=name")
        let fragmentFirst = try client.makeHTTPRequest(
            Request<Item>.get("items#a?b", query: [.init(name: "page", value: "2")]))
        #expect(fragmentFirst.url.absoluteString == "https://api.example.com/v1/items?key=k1&v=2&page=2")
        let emptyQuery = try client.makeHTTPRequest(
            Request<Item>.get("items?", query: [.init(name: "page", value: "2")]))
        #expect(emptyQuery.url.absoluteString == "https://api.example.com/v1/items?key=k1&v=2&page=2")
        let absolute = try client.makeHTTPRequest(
            Request<Item>.get("https://api.example.com/v1/items?page=3"))
        #expect(absolute.url.absoluteString == "https://api.example.com/v1/items?page=3", "a link is its own")
        let fragmentOnly = Client(
            baseURL: try #require(URL(string: "https://api.example.com/v1#top")), transport: StubTransport())
        #expect(
            try fragmentOnly.makeHTTPRequest(Request<Item>.get("items")).url.absoluteString
                == "https://api.example.com/v1/items")
    }

    @Test func aSecretInTheBaseURLsQueryIsNeverShown() throws {
        let base = try #require(URL(string: "https://api.example.com/v1/?api_key=SECRET-1"))
        let client = Client(baseURL: base, transport: StubTransport())
        #expect(!"\(client)".contains("SECRET-1"), "\(client)")
        #expect(try client.makeHTTPRequest(Request<Item>.get("items")).url.query == "api_key=SECRET-1")
        let request = try client.makeHTTPRequest(Request<Item>.get("items"))
        #expect(!"\(request)".contains("SECRET-1"), "a request shown masks it too")
    }

    @Test func aTimeoutOfZeroOrLessIsAnInvalidRequest() throws {
        for timeout: Duration in [.zero, .seconds(-1)] {
            var request = Request<Item>.get("items")
            request.options.timeout = timeout
            let failure = #expect(throws: CourierError.self) { try client.makeHTTPRequest(request) }
            guard case .invalidRequest(let message)? = failure else {
                Issue.record("not an invalid request: \(String(describing: failure))")
                continue
            }
            #expect(message.hasPrefix("a timeout must be more than zero"))
        }
        var tiny = Request<Item>.get("items")
        tiny.options.timeout = .nanoseconds(1)
        _ = try client.makeHTTPRequest(tiny)
    }

    @Test func absoluteURLsAreUsedAsTheyAre() throws {
        let request = try client.makeHTTPRequest(Request<Item>.get("https://other.example.com/x?page=2"))
        #expect(request.url.absoluteString == "https://other.example.com/x?page=2")
    }

    @Test func queryItemsArePercentEncodedInOrder() throws {
        let request = try client.makeHTTPRequest(
            Request<[Item]>.get(
                "search",
                query: [.init(name: "term", value: "Oh My God & co"), .init(name: "b", value: "1+1")]))
        #expect(request.url.query == "term=Oh%20My%20God%20%26%20co&b=1%2B1")
    }

    @Test func pathsWithSpacesAreEscaped() throws {
        let request = try client.makeHTTPRequest(Request<Item>.get("users/Jo Ann"))
        #expect(request.url.absoluteString == "https://api.example.com/v1/users/Jo%20Ann")
    }

    @Test func jsonBodiesAreEncodedWithTheirContentType() throws {
        let request = try client.makeHTTPRequest(Request<Item>.post("items", body: Item(id: 1, name: "a")))
        #expect(request.method == .post)
        #expect(request.headers["content-type"] == "application/json")
        let decoded = try JSONDecoder().decode(Item.self, from: try #require(request.body))
        #expect(decoded == Item(id: 1, name: "a"))
    }

    @Test func formBodiesAreURLEncoded() throws {
        let request = try client.makeHTTPRequest(
            Request<Void>.post(
                "login", body: .form([.init(name: "user", value: "a b"), .init(name: "x", value: "&=")])))
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.body == Data("user=a%20b&x=%26%3D".utf8))
    }

    @Test func requestHeadersOverrideClientDefaults() throws {
        let request = try client.makeHTTPRequest(Request<Item>.get("x").header("accept", "text/plain"))
        #expect(request.headers.values(for: "Accept") == ["text/plain"])
    }

    @Test func anExplicitContentTypeIsKept() throws {
        let request = try client.makeHTTPRequest(
            Request<Void>(
                method: .put, path: "x", headers: ["Content-Type": "application/merge-patch+json"],
                body: .data(Data("{}".utf8), contentType: "application/json")))
        #expect(request.headers.values(for: "content-type") == ["application/merge-patch+json"])
    }

    @Test func anUnencodableBodyIsAnEncodingError() async {
        struct Broken: Encodable, Sendable {
            func encode(to encoder: Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nope"))
            }
        }
        let transport = StubTransport()
        await #expect {
            _ = try await makeClient(transport).send(
                Request<Void>(method: .post, path: "x", body: .json(Broken())))
        } throws: { error in
            guard case .encoding = error as? CourierError else { return false }
            return true
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func idempotencyFollowsRFC9110() {
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
        #expect(HTTPMethod(rawValue: "get") == .get)
    }

    @Test func headersAreCaseInsensitiveAndOrdered() {
        var headers: HTTPHeaders = ["Set-Cookie": "a"]
        headers.add("set-cookie", "b")
        #expect(headers.values(for: "SET-COOKIE") == ["a", "b"])
        headers["Set-Cookie"] = "c"
        #expect(headers.values(for: "set-cookie") == ["c"])
        headers["set-cookie"] = nil
        #expect(headers.count == 0)
    }
}
