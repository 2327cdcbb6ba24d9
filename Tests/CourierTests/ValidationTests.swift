import Foundation
import Testing

@testable import Courier

struct ExampleAPIError: Error, Decodable, Sendable, CustomStringConvertible {
    let message: String
    var description: String { message }
}

@Suite struct ValidationTests {
    let decodeError: @Sendable (HTTPResponse) -> (any Error & Sendable)? = { response in
        try? JSONDecoder().decode(ExampleAPIError.self, from: response.body)
    }

    @Test func unacceptableStatusesThrowWithTheResponse() async {
        let client = makeClient(
            sequence([.json(#"{"message":"no such item"}"#, status: 404, headers: ["X-Trace": "t1"])]),
            middleware: [ValidationMiddleware(decodeError: decodeError)])
        await #expect {
            _ = try await client.send(Request<Item>.get("items/9"))
        } throws: { error in
            guard let error = error as? CourierError, case .status(let failure) = error else { return false }
            return failure.status == 404 && failure.headers["x-trace"] == "t1"
                && (error.apiError as? ExampleAPIError)?.message == "no such item"
                && error.description == "GET https://api.example.com/v1/items/9 → 404 Not Found: no such item"
        }
    }

    @Test func aBodyThatIsNotTheAPIErrorIsKeptAsAnExcerpt() async {
        let client = makeClient(
            sequence([.json("<html>Bad gateway</html>", status: 502)]),
            middleware: [ValidationMiddleware(decodeError: decodeError)])
        await #expect {
            _ = try await client.send(Request<Item>.get("x"))
        } throws: { error in
            guard let error = error as? CourierError else { return false }
            return error.apiError == nil && error.statusCode == 502
                && error.description.contains("(body: <html>Bad gateway</html>)")
        }
    }

    @Test func acceptableStatusesCanBeChosen() async throws {
        let client = makeClient(
            sequence([.status(201)]), middleware: [ValidationMiddleware(acceptable: [201])])
        try await client.send(Request<Void>.post("x"))
        let strict = makeClient(
            sequence([.status(200)]), middleware: [ValidationMiddleware(acceptable: [201])])
        await #expect(throws: CourierError.self) { try await strict.send(Request<Void>.post("x")) }
    }

    @Test func withoutValidationEveryStatusIsDecoded() async throws {
        let client = makeClient(
            sequence([.json(#"{"id":0,"name":"error page"}"#, status: 500)]), middleware: [])
        #expect(try await client.send(Request<Item>.get("x")).name == "error page")
    }

    @Test func transportErrorsCarryTheRequest() async {
        let client = makeClient(sequence([.failure(TransportError(.cannotConnect, "Connection refused"))]))
        await #expect {
            _ = try await client.send(Request<Item>.get("items"))
        } throws: { error in
            guard let error = error as? CourierError, case .transport(let failure, let request) = error else {
                return false
            }
            return failure.kind == .cannotConnect && request.url.path == "/v1/items"
                && error.description
                    == "GET https://api.example.com/v1/items: could not connect: Connection refused"
        }
    }
}
