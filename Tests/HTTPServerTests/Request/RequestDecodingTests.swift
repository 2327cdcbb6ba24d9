import Basics
import HTTPServer
import Testing

@Suite("Decoding request bodies")
struct RequestDecodingTests {
    struct AcronymData: Decodable, Equatable {
        var short: String
        var long: String
    }

    private func request(_ contentType: String?, _ body: String) -> Request {
        var headers = HTTPHeaders()
        if let contentType { headers["content-type"] = contentType }
        return Request(method: "POST", target: "/api/acronyms", headers: headers, body: Array(body.utf8))
    }

    private func failure(_ request: Request) -> HTTPError? {
        do {
            _ = try request.decode(AcronymData.self)
            return nil
        } catch {
            return error
        }
    }

    @Test("JSON decodes, with or without a charset, ignoring unknown keys")
    func json() throws {
        let body = #"{"short":"OMG","long":"Oh My God","id":null,"user":{"id":"x"}}"#
        #expect(
            try request("application/json", body).decode(AcronymData.self)
                == AcronymData(short: "OMG", long: "Oh My God"))
        #expect(
            try request("application/json; charset=utf-8", body).decode()
                == AcronymData(short: "OMG", long: "Oh My God"))
    }

    @Test("a form body decodes with + as a space")
    func form() throws {
        let decoded = try request("application/x-www-form-urlencoded", "short=FORM&long=Form+Encoded").decode(
            AcronymData.self)
        #expect(decoded == AcronymData(short: "FORM", long: "Form Encoded"))
    }

    @Test("content-type problems come first: none is 415, text/plain 400, an unknown type 415")
    func contentTypes() {
        #expect(
            failure(request(nil, ""))
                == HTTPError(.unsupportedMediaType, reason: "Can't decode data without a content type"))
        #expect(failure(request("text/plain", "x"))?.status == .badRequest)
        let xml = failure(request("application/xml", "<a/>"))
        #expect(
            xml
                == HTTPError(
                    .unsupportedMediaType,
                    reason: "Support for reading media type 'application/xml' has not been configured."))
    }

    @Test("an empty JSON body is 422")
    func emptyBody() {
        #expect(failure(request("application/json", "")) == HTTPError(.unprocessableEntity))
    }

    @Test("malformed JSON, a missing key and a wrong type are 400 with the coding path")
    func decodingErrors() throws {
        let malformed = try #require(failure(request("application/json", "{")))
        #expect(malformed.status == .badRequest)
        #expect(malformed.reason.hasPrefix("Data corrupted at path ''."))
        let missing = try #require(failure(request("application/json", #"{"short":"OMG"}"#)))
        #expect(missing.status == .badRequest)
        #expect(missing.reason.hasPrefix("No such key 'long' at path ''."))
        let wrongType = try #require(failure(request("application/json", #"{"short":1,"long":"x"}"#)))
        #expect(wrongType.status == .badRequest)
        #expect(wrongType.reason.hasPrefix("Value was not of type 'String' at path 'short'."))
    }
}
