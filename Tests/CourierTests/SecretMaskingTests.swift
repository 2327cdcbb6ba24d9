import Foundation
import Testing

@testable import Courier

@Suite struct SecretMaskingTests {
    struct Token: Decodable, Sendable {
        let id: UUID
        let value: String
    }

    @Test func aFailedDecodeOfATokenResponsePrintsNoToken() async {
        let body = #"{"id":"not-a-uuid","value":"tok-9f8e7d6c5b4a","user":{"id":"u1"}}"#
        let client = makeClient(sequence([.json(body)]))
        let failure = await #expect(throws: CourierError.self) {
            try await client.send(Request<Token>(method: .post, path: "users/login"))
        }
        let text = failure.map { String(describing: $0) } ?? ""
        #expect(text.contains("could not decode"))
        #expect(!text.contains("tok-9f8e7d6c5b4a"))
        #expect(text.contains("<redacted>"))
    }

    @Test func aBodyCutShortIsStillMasked() async {
        let body = #"{"access_token":"abc.def.ghi","refresh_token":"r-123","token_type":"bearer","#
        let client = makeClient(sequence([.json(body)]))
        let failure = await #expect(throws: CourierError.self) {
            try await client.send(Request<Token>(method: .post, path: "oauth/token"))
        }
        let text = failure.map { String(describing: $0) } ?? ""
        for secret in ["abc.def.ghi", "r-123"] { #expect(!text.contains(secret)) }
    }

    @Test func statusErrorsMaskSecretsAndClientsAddTheirOwnKeys() async {
        let body =
            #"{"error":"bad","password":"hunter2","pat":"patABC","note":"api_key=K123&x=1","h":"Bearer zzz"}"#
        let client = Client(
            baseURL: baseURL, middleware: [ValidationMiddleware()],
            transport: sequence([.json(body, status: 400)]),
            secretKeys: .standard.adding("pat"))
        let failure = await #expect(throws: CourierError.self) {
            try await client.send(Request<Void>.get("x"))
        }
        let text = failure.map { String(describing: $0) } ?? ""
        for secret in ["hunter2", "patABC", "K123", "zzz"] {
            #expect(!text.contains(secret), "\(secret) in \(text)")
        }
        #expect(text.contains(#""error":"bad""#))
        #expect(text.contains("x=1"))
    }

    @Test func valueIsOnlyMaskedForTokenRequests() {
        let keys = SecretKeys.standard
        let body = #"{"value":"42"}"#
        #expect(SecretMasking.masked(body, keys: keys.forResponse(toPath: "/api/items")) == body)
        #expect(
            SecretMasking.masked(body, keys: keys.forResponse(toPath: "/api/users/login"))
                == #"{"value":"<redacted>"}"#)
    }

    @Test func masksScalarsEscapesAndSpacing() {
        let keys = SecretKeys.standard
        #expect(
            SecretMasking.masked(#"{"pin" : 1234, "ok":true}"#, keys: keys)
                == #"{"pin" : <redacted>, "ok":true}"#)
        #expect(
            SecretMasking.masked(#"{"token":"a\"b","n":1}"#, keys: keys) == #"{"token":"<redacted>","n":1}"#)
        #expect(SecretMasking.masked(#"{"token":"unterminated"#, keys: keys) == #"{"token":"<redacted>""#)
    }
}
