import Airtable
import AirtableModel
import Basics
import Courier
import Foundation
import TestSupport
import Testing

@testable import MealLog

/// The Airtable store's requests and its reading of errors, through the client's real pipeline, on
/// airtable-local's application called in this process (the harness's responder mode) or on
/// answers made up per test.
struct AirtableMealStoreTests {
    static let baseID = "appMealStoreTest1"

    private func store(_ transport: StubTransport) -> AirtableMealStore {
        let configuration = AirtableConfiguration(
            endpoint: AirtableConfiguration.localEndpoint, token: AirtableHarness.token,
            rateLimits: .unlimited)
        return AirtableMealStore(
            client: AirtableClient(configuration, transport: transport), baseID: Self.baseID)
    }

    /// airtable-local holding the meal table with the offline samples in it (`--offline`'s base).
    private func samples() throws -> InProcessAirtable {
        let airtable = try AirtableHarness.responder(schemas: [MealTable.base(id: Self.baseID)])
        let created = airtable.call(
            "POST", "/v0/\(Self.baseID)/\(MealTable.name)",
            String(decoding: OfflineSamples.createBody, as: UTF8.self))
        #expect(created.records.count == OfflineSamples.meals.count, "\(created.text)")
        return airtable
    }

    @Test func errorsBecomeKindsWithExitCodesInMind() {
        func kind(_ status: Int?, _ type: AirtableErrorType) -> FailureKind {
            MealStoreError(AirtableError(status: status, type: type, message: "m"), base: "appX").failureKind
        }
        #expect(kind(401, "AUTHENTICATION_REQUIRED") == .authentication)
        #expect(kind(403, "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND") == .authentication)
        #expect(kind(404, "NOT_FOUND") == .notFound)
        #expect(kind(422, "INVALID_MULTIPLE_CHOICE_OPTIONS") == .rejected)
        #expect(kind(429, "RATE_LIMIT_REACHED") == .rateLimited)
        #expect(kind(503, "SERVICE_UNAVAILABLE") == .unavailable)
        #expect(kind(nil, .unreachable) == .unavailable)
        #expect(kind(nil, .decoding) == .unavailable)
    }

    /// A refused token and a base that cannot be reached are said as the planner says them, and
    /// the detail names the setting to check.
    @Test func aRefusedTokenAndAnUnreachableBaseSayWhatToCheck() {
        let english = Messages(.english)
        let refused = MealStoreError(
            AirtableError(status: 401, type: "AUTHENTICATION_REQUIRED", message: "m"), base: "appX")
        #expect(Alert(refused, messages: english).message == "The Airtable token was refused")
        #expect(!refused.message.contains("MEALLOG_BASE_ID"))
        let unreachable = MealStoreError(
            AirtableError(status: 403, type: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND", message: "m"),
            base: "appX")
        #expect(
            Alert(unreachable, messages: english).message
                == "The base appX was not found, or the token cannot reach it")
        #expect(
            unreachable.message.hasSuffix("; check MEALLOG_BASE_ID and the token's access"), "\(unreachable)"
        )
        // Airtable's own message ends a sentence: the advice is one of its own.
        let airtables = MealStoreError(
            AirtableError(
                status: 403, type: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND",
                message: "Check that the model names and/or ids are correct."),
            base: "appX")
        #expect(
            airtables.message.hasSuffix("are correct. Check MEALLOG_BASE_ID and the token's access."),
            "\(airtables)")
    }

    /// Setup that finds no schema names the base and the server, not "run setup" again.
    @Test func setupWithoutASchemaNamesTheBaseAndTheServer() async {
        let missing = store(StubTransport { _ in .json(#"{"error":"NOT_FOUND"}"#, status: 404) })
        do throws(MealStoreError) {
            _ = try await missing.ensureTable()
            Issue.record("setup succeeded")
        } catch {
            #expect(error.failureKind == .notFound)
            #expect(
                Alert(error, messages: Messages(.english)).message
                    == "The base \(Self.baseID) or its server's Metadata API was not found")
            #expect(error.message.hasSuffix("; check MEALLOG_BASE_ID and AIRTABLE_ENDPOINT_URL"), "\(error)")
        }
    }

    /// A missing table says how to make it, as the planner's does.
    @Test func aMissingTableSaysHowToCreateIt() {
        let missing = MealStoreError(
            AirtableError(status: 404, type: "TABLE_NOT_FOUND", message: "Could not find table Meals"),
            base: "appX")
        #expect(missing.failureKind == .notFound)
        #expect(missing.message.hasSuffix("; run 'meallog setup' to create it"), "\(missing)")
    }

    /// A detail says what the server said; the request it answered (an address with its query)
    /// is for `--verbose`.
    @Test func aDetailIsTheServersTypeAndMessageWithoutTheRequest() {
        var error = AirtableError(status: 502, type: "SERVER_ERROR", message: "upstream")
        error.request = "GET http://127.0.0.1:1/v0/appX/Meals?maxRecords=100"
        #expect(MealStoreError(error, base: "appX").message == "502 SERVER_ERROR: upstream")
        #expect(
            MealStoreError(AirtableError(status: 502, type: "SERVER_ERROR", message: ""), base: "appX")
                .message
                == "502 SERVER_ERROR")
    }

    /// A write whose connection broke may have been made, and the alert says to look before trying
    /// again; a read that broke the same way is only a server that could not be reached.
    @Test func aWriteWithoutAnAnswerMayHaveBeenMade() async throws {
        let broken = store(
            StubTransport(responder: { _ in .failure(TransportError(.connectionLost, "reset by peer")) }))
        let meal = Meal.sample("Steak", .meat, "2026-11-23")
        do throws(MealStoreError) {
            _ = try await broken.update("rec0123456789ABCD", to: meal)
            Issue.record("the update succeeded")
        } catch {
            #expect(error.cause == .outcomeUnknown, "\(error)")
            #expect(error.failureKind == .unavailable)
            #expect(
                Alert(error, messages: Messages(.english)).message
                    == "The Airtable server did not say whether the change was made: look at the meals before "
                    + "trying again")
        }
        do throws(MealStoreError) {
            _ = try await broken.meals(matching: MealFilter())
            Issue.record("the listing succeeded")
        } catch {
            #expect(error.cause == .serverUnreachable, "\(error)")
        }
    }

    /// A rate limit that a person would wait on longer than allowed says when to try again: the
    /// wait Airtable asks for after a 429.
    @Test func aRateLimitSaysWhenToTryAgain() async throws {
        let limited = store(
            StubTransport(responder: { _ in
                .response(
                    HTTPResponse(
                        status: 429, headers: ["Content-Type": "application/json"],
                        body: Data(#"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#.utf8)))
            }))
        let outcome = await WaitCap.$current.withValue(.seconds(1)) {
            do throws(MealStoreError) {
                _ = try await limited.meals(matching: MealFilter())
                return MealStoreError?.none
            } catch {
                return error
            }
        }
        #expect(outcome != nil, "the listing succeeded")
        if let error = outcome {
            #expect(error.failureKind == .rateLimited, "\(error)")
            #expect(error.retryAfter == .seconds(30), "\(error)")
            #expect(
                Alert(error, messages: Messages(.english)).message == "Too many requests; try again in 30 s")
            #expect(Alert(error, messages: Messages(.japanese)).message == "リクエストが多すぎます。30 秒後に試してください")
        }
    }

    /// The newest meals come from one request that the server sorts newest first by date and name
    /// and cuts at the count, with the filter's formula; they are given in the list's order.
    @Test func theNewestMealsAreOneSortedRequest() async throws {
        let airtable = try samples()
        let stub = airtable.transport
        let store = store(stub)
        let all = try await store.meals(matching: .all)
        let newest = try await store.newestMeals(matching: .all, count: 3)
        #expect(newest == Array(all.suffix(3)))
        #expect(stub.requests.count == 2, "one request for the first meals")
        let query = stub.requests.last?.url.query(percentEncoded: false) ?? ""
        #expect(query.contains("maxRecords=3") && query.contains("sort[0][field]=date"), "\(query)")
        #expect(
            query.contains("sort[0][direction]=desc") && query.contains("sort[1][field]=name"), "\(query)")

        let mondays = try await store.newestMeals(matching: MealFilter(week: .monday), count: 100)
        #expect(mondays == all.filter { $0.week == Weekday.monday.rawValue })
    }

    @Test func listingFiltersWithAFormulaAndUpsertsMergeOnTheKey() async throws {
        let stub = try samples().transport
        let store = store(stub)
        let mondays = try await store.meals(matching: MealFilter(week: .monday, type: .meat))
        #expect(mondays.map(\.name) == ["大盛りカットステーキ"])
        let query = stub.requests.first?.url.query(percentEncoded: false) ?? ""
        #expect(query.contains("filterByFormula=AND({week}='月曜日', {type}='肉')"), "\(query)")

        let outcome = try await store.upsert([.sample("ステーキ", .meat, "2026-11-30")])
        #expect(outcome.createdIDs.count == 1)
        #expect(outcome.records.first?.name == "ステーキ")
        let body = try #require(stub.requests.last?.body)
        let json = String(decoding: body, as: UTF8.self)
        #expect(json.contains(#""fieldsToMergeOn":["key"]"#), "\(json)")
        #expect(json.contains(#""key":"2026-11-30|渋谷店|ステーキ""#))
        let again = try await store.upsert([.sample("ステーキ", .meat, "2026-11-30")])
        #expect(again.updatedIDs == outcome.createdIDs)
    }

    @Test func aServerThatCannotEvaluateTheFormulaIsAskedForEverything() async throws {
        let airtable = try samples()
        let stub = StubTransport { request in
            if request.url.query?.contains("filterByFormula") == true {
                return .json(
                    #"{"error":{"type":"INVALID_FILTER_BY_FORMULA","message":"unknown function"}}"#,
                    status: 422)
            }
            return airtable.answer(request)
        }
        let saturdays = try await store(stub).meals(matching: MealFilter(week: .saturday))
        #expect(saturdays.map(\.name) == ["キャラメルハニーパンケーキ"])
        #expect(stub.requests.count == 2)
    }

    @Test func aMealIsReadUpdatedWithItsKeyAndDeletedByRecordID() async throws {
        let stub = try samples().transport
        let store = store(stub)
        let steak = try #require(try await store.meals(matching: MealFilter(week: .monday)).first)
        #expect(try await store.meal(steak.id) == steak)

        let edited = Meal.sample("特盛りステーキ", .meat, "2026-11-23", .hungry, store: "")
        let updated = try await store.update(steak.id, to: edited)
        #expect(updated == MealRecord(id: steak.id, meal: edited))
        let body = String(decoding: stub.requests.last?.body ?? Data(), as: UTF8.self)
        #expect(stub.requests.last?.method == .patch)
        #expect(body.contains(#""store":null"#), "\(body)")
        #expect(body.contains(#""key":"2026-11-23||特盛りステーキ""#), "\(body)")
        #expect(try await store.meals(matching: MealFilter(key: edited.key)).map(\.id) == [steak.id])
        let query = stub.requests.last?.url.query(percentEncoded: false) ?? ""
        #expect(query.contains("filterByFormula={key}='2026-11-23||特盛りステーキ'"), "\(query)")

        try await store.delete(steak.id)
        await #expect(throws: MealStoreError.noMeal(steak.id)) { try await store.meal(steak.id) }
        await #expect(throws: MealStoreError.noMeal(steak.id)) { try await store.delete(steak.id) }
        await #expect(throws: MealStoreError.noMeal(steak.id)) {
            try await store.update(steak.id, to: edited)
        }
        #expect(try await store.meals(matching: MealFilter()).count == OfflineSamples.meals.count - 1)
    }

    @Test func setupCreatesTheTableOnlyWhenMissing() async throws {
        let airtable = try AirtableHarness.responder(
            schemas: [BaseSchema(id: Self.baseID, name: MealTable.baseName, tables: [])])
        let created = airtable.transport
        #expect(try await store(created).ensureTable() == .created)
        let body = String(decoding: created.requests.last?.body ?? Data(), as: UTF8.self)
        #expect(body.contains(#""name":"Meals""#))
        #expect(try await store(airtable.transport).ensureTable() == .unchanged)
    }

    /// An upsert larger than the server's body limit does not fit, and one sent anyway is refused
    /// with 413: an input problem the server names, not an answer that could not be read.
    @Test func aMealTooLargeForOneRequestDoesNotFitAndIsRefusedClearly() async throws {
        let served = try AirtableHarness.socket(schemas: [MealTable.base(id: Self.baseID)])
        defer { served.stop() }
        let configuration = AirtableConfiguration(
            endpoint: served.url, token: AirtableHarness.token, rateLimits: .unlimited)
        let store = AirtableMealStore(client: AirtableClient(configuration), baseID: Self.baseID)
        let day = try #require(Day(entered: "2026-11-30"))
        let small = Meal(type: .meat, name: "ステーキ", week: day.weekday, status: .hungry, date: day)
        var huge = small
        huge.name = String(repeating: "X", count: AirtableLimits.requestBodyBytes / 2 + 1)
        #expect(store.fitsOneUpsert([small]))
        #expect(store.fitsOneUpsert(Array(repeating: small, count: 10)))
        #expect(!store.fitsOneUpsert([huge]), "the name is in the body twice: as itself and in the key")

        let error = try await #require(throws: MealStoreError.self) { try await store.upsert([huge]) }
        #expect(error.failureKind == .rejected, "\(error)")
        #expect(error.message.contains("413"), "\(error)")
        #expect(error.message.contains("too large"), "\(error)")
        // Past what the server reads to its end before answering (HTTPServer's
        // `maxDiscardedBodyBytes`), the 413 comes while the body is still going out.
        huge.name = String(repeating: "X", count: 20 << 20)
        let refused = try await #require(throws: MealStoreError.self) { try await store.upsert([huge]) }
        #expect(refused.failureKind == .rejected, "\(refused)")
        #expect(refused.message.contains("too large"), "\(refused)")
        #expect(try await store.upsert([small]).createdIDs.count == 1, "the server still answers")
    }
}
