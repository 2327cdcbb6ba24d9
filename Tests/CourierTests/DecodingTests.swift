import Foundation
import Testing

@testable import Courier

@Suite struct DecodingTests {
    @Test func decodesJSONIntoTheResponseType() async throws {
        let client = makeClient(sequence([.json(#"[{"id":1,"name":"a"},{"id":2,"name":"b"}]"#)]))
        let items = try await client.send(Request<[Item]>.get("items"))
        #expect(items == [Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    }

    @Test func decodesAtAKeyPath() async throws {
        let client = makeClient(sequence([.json(#"{"data":{"items":[{"id":1,"name":"a"}]}}"#)]))
        let request = Request<[Item]>(path: "x", decoder: .json(atKeyPath: "data.items"))
        #expect(try await client.send(request) == [Item(id: 1, name: "a")])
    }

    @Test func voidDataAndTextResponses() async throws {
        let client = makeClient(sequence([.json("not json at all")]))
        try await client.send(Request<Void>.delete("x"))
        #expect(try await client.send(Request<Data>(path: "x")) == Data("not json at all".utf8))
        #expect(try await client.send(Request<String>(path: "x", decoder: .text)) == "not json at all")
    }

    /// `Data` is `Decodable`, but the short builders of a `Request<Data>` still keep the raw bytes.
    @Test func dataBuildersKeepTheRawBytes() async throws {
        let client = makeClient(sequence([.json("not json"), .json("not json"), .json("not json")]))
        let requests: [Request<Data>] = [
            .get("x"), .post("x", body: .none), .put("x", body: .data(Data(), contentType: "a/b")),
        ]
        for request in requests {
            #expect(try await client.send(request) == Data("not json".utf8))
        }
    }

    @Test func invalidJSONIsADecodingErrorWithTheBody() async {
        let client = makeClient(sequence([.json(#"{"id":1,"name":"#)]))
        await #expect {
            _ = try await client.send(Request<Item>.get("items/1"))
        } throws: { error in
            guard case .decoding(let failure) = error as? CourierError else { return false }
            return failure.type == "Item" && failure.bodyExcerpt.contains(#"{"id":1"#)
                && failure.response.status == 200
        }
    }

    @Test func aWrongTypeReportsTheCodingPath() async {
        let client = makeClient(sequence([.json(#"[{"id":1,"name":"a"},{"id":"two","name":"b"}]"#)]))
        await #expect {
            _ = try await client.send(Request<[Item]>.get("items"))
        } throws: { error in
            guard case .decoding(let failure) = error as? CourierError else { return false }
            return failure.codingPath == "[1].id" && String(describing: error).contains("[1].id")
        }
    }

    @Test func aMissingKeyIsNamed() async {
        let client = makeClient(sequence([.json(#"{"id":1}"#)]))
        await #expect {
            _ = try await client.send(Request<Item>.get("items/1"))
        } throws: { error in
            guard case .decoding(let failure) = error as? CourierError else { return false }
            return failure.codingPath == "name" && failure.reason.contains("missing key")
        }
    }

    @Test func theReplyCarriesTheHTTPResponse() async throws {
        let client = makeClient(sequence([.json(#"{"id":1,"name":"a"}"#, headers: ["ETag": "\"v1\""])]))
        let reply = try await client.reply(to: Request<Item>.get("items/1"))
        #expect(reply.value.id == 1)
        #expect(reply.response.headers["etag"] == "\"v1\"")
        #expect(reply.request.url.path == "/v1/items/1")
    }

    @Test func aRequestCanSwitchItsDecoder() async throws {
        let client = makeClient(sequence([.json(#"{"id":1,"name":"a"}"#)]))
        let raw = try await client.send(Request<Item>.get("items/1").decoding(with: .response))
        #expect(raw.status == 200)
    }
}
