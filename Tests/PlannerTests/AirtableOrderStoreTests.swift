import Airtable
import Basics
import Courier
import Foundation
import Testing

@testable import Planner

/// The Airtable store through the real client pipeline on the stub transport: what goes on the wire,
/// how forgiving reading is, and how failures become the planner's errors.
struct AirtableOrderStoreTests {
    static let record = #"{"id":"rec00000000000001","createdTime":"2023-01-01T10:00:00.000Z","fields":"#

    func store(_ answer: @escaping @Sendable (HTTPRequest) -> StubTransport.Answer) -> (
        AirtableOrderStore, StubTransport
    ) {
        let stub = StubTransport { answer($0) }
        let configuration = AirtableConfiguration(
            endpoint: AirtableConfiguration.localEndpoint, token: "patTEST", rateLimits: .unlimited)
        return (
            AirtableOrderStore(
                client: AirtableClient(configuration, transport: stub), baseID: "appCourierPlanner"), stub
        )
    }

    @Test func anEditIsAPatchOfOnlyTheChangedFieldsWithClearedOnesAsNull() async throws {
        let (store, stub) = store { _ in .json(Self.record + #"{"name":"VIPER","fee":99.5}}"#) }
        let original = OrderFields(name: "VIPER", customer: "proglib", fee: Money(cents: 100_00))
        var updated = original
        updated.customer = nil
        updated.fee = Money(cents: 99_50)
        let order = try await store.update("rec00000000000001", OrderChanges(from: original, to: updated))

        let request = try #require(stub.requests.first)
        #expect(request.method == .patch)
        #expect(request.url.path == "/v0/appCourierPlanner/PlannerTranslator/rec00000000000001")
        let body = try JSONSerialization.jsonObject(with: try #require(request.body)) as? [String: Any]
        let fields = try #require(body?["fields"] as? [String: Any])
        #expect(Set(fields.keys) == ["customer", "fee"])
        #expect(fields["customer"] is NSNull)
        #expect(fields["fee"] as? Double == 99.5)
        #expect(order.fee == Money(cents: 99_50))
    }

    @Test func readsHandTypedRecordsWithoutFailing() async throws {
        let (store, _) = store { _ in
            .json(
                #"{"records":["# + Self.record
                    + #"{"deadline":"someday","fee":"lots","done":true}},"# + Self.record
                    + #"{"name":"B","deadline":"2023-01-09","fee":12.345}}]}"#)
        }
        let orders = try await store.allOrders()
        #expect(orders.map(\.name) == ["", "B"])
        #expect(orders.map(\.deadline?.iso) == [nil, "2023-01-09"])
        #expect(orders.map(\.fee) == [nil, Money(cents: 12_35)])
        #expect(orders.map(\.done) == [true, false])
    }

    /// Setup that finds no schema names the base and the server, not "run setup" again.
    @Test func setupWithoutASchemaNamesTheBaseAndTheServer() async {
        let (store, _) = store { _ in .json(#"{"error":"NOT_FOUND"}"#, status: 404) }
        await #expect(
            throws: KindAndMessage(
                kind: .notFound,
                message: "The base appCourierPlanner or its server's Metadata API was not found")
        ) {
            do {
                _ = try await store.ensureTable()
            } catch {
                throw error.kindAndMessage
            }
        }
    }

    /// Setup against another program (a TIL server's 404) says the server is not Airtable's, not
    /// that the base or its Metadata API is missing.
    @Test func setupAgainstAnotherServerSaysItIsNotAirtable() async {
        let (store, _) = store { _ in .json(#"{"error":true,"reason":"Not Found"}"#, status: 404) }
        await #expect(
            throws: KindAndMessage(kind: .notFound, message: AirtableSentences.notAirtable)
        ) {
            do {
                _ = try await store.ensureTable()
            } catch {
                throw error.kindAndMessage
            }
        }
    }

    @Test(arguments: [
        (
            404, #"{"error":"NOT_FOUND"}"#, FailureKind.notFound,
            "There is no order with id rec00000000000009"
        ),
        // Airtable's answer for a record of a batch that is not there: the same missing order.
        (
            422,
            #"{"error":{"type":"ROW_DOES_NOT_EXIST","message":"Record ID rec00000000000009 does not exist"}}"#,
            .notFound, "There is no order with id rec00000000000009"
        ),
        (
            401, #"{"error":{"type":"AUTHENTICATION_REQUIRED","message":"Authentication required"}}"#,
            .authentication,
            "The Airtable token was refused"
        ),
        (
            422, #"{"error":{"type":"INVALID_VALUE_FOR_COLUMN","message":"bad"}}"#, .rejected,
            "Airtable refused the request"
        ),
        (503, "{}", .unavailable, "The Airtable server failed"),
        // Not Airtable's answer: another program at the address (a TIL server, a proxy's page).
        (401, #"{"error":true,"reason":"Unauthorized"}"#, .authentication, AirtableSentences.notAirtable),
        (403, "<html>Forbidden</html>", .authentication, AirtableSentences.notAirtable),
        (404, #"{"error":true,"reason":"Not Found"}"#, .notFound, AirtableSentences.notAirtable),
        (
            404, #"{"error":{"type":"TABLE_NOT_FOUND","message":"Could not find table"}}"#, .notFound,
            "The table PlannerTranslator was not found in base appCourierPlanner"
        ),
        (
            403, #"{"error":{"type":"INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND","message":"nope"}}"#,
            .authentication,
            "The base appCourierPlanner was not found, or the token cannot reach it"
        ),
    ])
    func failuresBecomeThePlannersErrors(
        _ status: Int, _ body: String, _ kind: FailureKind, _ message: String
    )
        async
    {
        let (store, _) = store { _ in .json(body, status: status) }
        await #expect(throws: KindAndMessage(kind: kind, message: message)) {
            do {
                _ = try await store.order("rec00000000000009")
            } catch {
                throw error.kindAndMessage
            }
        }
    }

    /// A rate limit a person would wait on longer than allowed says when to try again: the wait
    /// Airtable asks for after a 429.
    @Test func aRateLimitSaysWhenToTryAgain() async {
        let (store, _) = store { _ in .json(#"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#, status: 429) }
        let message = await WaitCap.$current.withValue(.seconds(1)) {
            do {
                _ = try await store.allOrders()
                return "succeeded"
            } catch {
                return error.kindAndMessage.message
            }
        }
        #expect(message == "Airtable's rate limit was reached; try again in 30 s")
    }

    @Test func anUnreachableServerIsUnavailable() async {
        let (store, _) = store { _ in .failure(TransportError(.cannotConnect, "connection refused")) }
        await #expect(
            throws: KindAndMessage(kind: .unavailable, message: "The Airtable server could not be reached")
        ) {
            do {
                _ = try await store.allOrders()
            } catch {
                throw error.kindAndMessage
            }
        }
    }

    @Test func setupCreatesTheWholeTableInOneRequestWhenItIsMissing() async throws {
        let (store, stub) = store { request in
            request.method == .get
                ? .json(#"{"tables":[]}"#)
                : .json(
                    #"{"id":"tblX","name":"PlannerTranslator","primaryFieldId":"fldA","fields":[],"views":[]}"#
                )
        }
        #expect(try await store.ensureTable() == .created)
        let create = try #require(stub.requests.last)
        #expect(create.url.path == "/v0/meta/bases/appCourierPlanner/tables")
        let body = try JSONSerialization.jsonObject(with: try #require(create.body)) as? [String: Any]
        let fields = try #require(body?["fields"] as? [[String: Any]])
        #expect(fields.compactMap { $0["name"] as? String } == OrderField.allCases.map(\.rawValue))
        #expect(
            fields.compactMap { $0["type"] as? String } == [
                "singleLineText", "date", "singleLineText", "singleLineText", "currency", "checkbox",
            ])
    }

    @Test func setupAddsOnlyTheFieldsAnExistingTableLacks() async throws {
        let existing =
            #"{"tables":[{"id":"tblX","name":"plannertranslator","primaryFieldId":"fldA","fields":["#
            + #"{"id":"fldA","name":"Name","type":"singleLineText"},{"id":"fldB","name":"deadline","type":"date"},"#
            + #"{"id":"fldC","name":"customer","type":"singleLineText"},{"id":"fldD","name":"summary","type":"singleLineText"}],"views":[]}]}"#
        let (store, stub) = store { request in
            request.method == .get ? .json(existing) : .json(#"{"id":"fldN","name":"x","type":"currency"}"#)
        }
        #expect(
            try await store.ensureTable() == .completed(addedFields: ["fee", "done"]))
        #expect(
            stub.requests.dropFirst().map(\.url.path)
                == Array(repeating: "/v0/meta/bases/appCourierPlanner/tables/tblX/fields", count: 2))
    }
}

/// A planner error's kind and message (the detail carries the server's words and varies).
struct KindAndMessage: Error, Equatable {
    let kind: FailureKind
    let message: String
}

extension Error {
    var kindAndMessage: KindAndMessage {
        guard let error = self as? PlannerError else {
            return KindAndMessage(kind: .rejected, message: "\(self)")
        }
        return KindAndMessage(kind: error.failureKind, message: error.message)
    }
}
