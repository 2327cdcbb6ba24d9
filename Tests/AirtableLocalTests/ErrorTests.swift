import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

@Suite struct ErrorTests {
    let base = "/v0/\(TestSchema.baseID)"

    @Test func authenticationIsRequired() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for token in [nil, "patWrong", ""] as [String?] {
            let response = airtable.call("GET", "\(base)/People", token: token)
            #expect(response.status == 401)
            #expect(
                response.text
                    == #"{"error":{"type":"AUTHENTICATION_REQUIRED","message":"Authentication required"}}"#)
            #expect(response.contentType == "application/json; charset=utf-8")
        }
    }

    @Test func missingModelsGetAirtablesStatusesAndBodies() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let unknownBase = airtable.call("GET", "/v0/appNope0000000000/People")
        #expect(
            unknownBase.status == 403 && unknownBase.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        let table = airtable.call("GET", "\(base)/Nope")
        #expect(table.status == 404)
        #expect(
            table.text
                == #"{"error":{"type":"TABLE_NOT_FOUND","message":"Could not find table Nope in application appTest0000000001"}}"#
        )
        #expect(airtable.call("GET", "/v1/anything").text == #"{"error":"NOT_FOUND"}"#)
        #expect(airtable.call("GET", "\(base)/People/recAAAAAAAAAAAAAA").status == 404)
        let field = airtable.call(
            "PATCH", "/v0/meta/bases/\(TestSchema.baseID)/tables/People/fields/fldNope", #"{"name":"x"}"#)
        #expect(field.status == 404 && field.errorType == "MODEL_ID_NOT_FOUND")
    }

    /// A method the Metadata API does not have on a path is an unknown route, as everywhere else: 404
    /// `NOT_FOUND`. (`/v0/meta/…` once fell through to the record routes, as a base named `meta`: 403.)
    @Test func methodsTheAPIHasNotOnAPathAreUnknownRoutes() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let tables = "/v0/meta/bases/\(TestSchema.baseID)/tables"
        let cases = [
            ("POST", "/v0/meta/whoami"), ("DELETE", "/v0/meta/whoami"), ("PATCH", "/v0/meta/bases"),
            ("PUT", "/v0/meta/bases"), ("PATCH", "/v0/meta/bases/x"), ("POST", "/v0/meta/bases/x"),
            ("POST", "/v0/meta/workspaces/wspAirtableLocal0"),
            ("PATCH", tables), ("DELETE", "\(tables)/People"), ("PUT", "\(tables)/People/fields"),
            ("POST", "\(base)/People/recAAAAAAAAAAAAAA"),
        ]
        for (method, path) in cases {
            let response = airtable.call(method, path, "{}")
            #expect(response.status == 404, "\(method) \(path)")
            #expect(response.text == #"{"error":"NOT_FOUND"}"#, "\(method) \(path)")
        }
    }

    @Test func urlsOf16000CharactersOrMoreAreRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let target = "\(base)/People?filterByFormula="
        let refused = airtable.call("GET", target + String(repeating: "1", count: 16_000 - target.utf8.count))
        #expect(refused.status == 414 && refused.errorType == "INVALID_REQUEST_URL_TOO_LONG")
        #expect(
            airtable.call("GET", target + String(repeating: "1", count: 15_999 - target.utf8.count)).status
                == 200)
    }

    /// A huge bad value is named by its start: the 422 says what was wrong without sending the
    /// megabyte back.
    @Test func hugeBadValuesAreEchoedOnlyByTheirStart() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let huge = String(repeating: "z", count: 1_000_000)
        for (body, type) in [
            (#"{"fields":{"\#(huge)":1}}"#, "UNKNOWN_FIELD_NAME"),
            (#"{"fields":{"Age":"\#(huge)"},"typecast":true}"#, "INVALID_VALUE_FOR_COLUMN"),
            (#"{"fields":{"Day":"\#(huge)"}}"#, "INVALID_VALUE_FOR_COLUMN"),
            (#"{"fields":{"Kind":"\#(huge)"}}"#, "INVALID_MULTIPLE_CHOICE_OPTIONS"),
        ] {
            let refused = airtable.call("POST", "\(base)/People", body)
            #expect(refused.status == 422 && refused.errorType == type, "\(refused.text.prefix(300))")
            #expect(refused.text.count < 1_000, "\(refused.text.prefix(300))")
            #expect(refused.text.contains(#"zzz… (999"#) && refused.text.contains(" more characters)"))
        }
        // One character of a hundred thousand combining marks is cut too.
        let marked = "a" + String(repeating: "\u{301}", count: 100_000)
        let unknown = airtable.call("POST", "\(base)/People", #"{"fields":{"\#(marked)":1}}"#)
        #expect(unknown.errorType == "UNKNOWN_FIELD_NAME" && unknown.text.utf8.count < 1_000)
        let meta = "/v0/meta/bases/\(TestSchema.baseID)/tables/People/fields"
        let type = airtable.call("POST", meta, #"{"name":"T","type":"\#(huge)"}"#)
        #expect(type.errorType == "INVALID_FIELD_TYPE" && type.text.count < 1_000, "\(type.text.prefix(300))")
        let options = airtable.call(
            "POST", meta, #"{"name":"\#(huge)","type":"number","options":{"precision":99}}"#)
        #expect(options.status == 422 && options.text.count < 1_000, "\(options.text.prefix(300))")
        let listed = airtable.call("GET", "\(base)/People?view=\(String(repeating: "v", count: 10_000))")
        #expect(
            listed.errorType == "VIEW_NAME_NOT_FOUND" && listed.text.count < 1_000,
            "\(listed.text.prefix(300))")
    }

    /// A body that is not JSON is 400 with the parser's reason and where it found it.
    @Test func aBodyThatIsNotJSONSaysWhy() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        for (body, reason) in [
            (#"{"fields":{"Age":1e400}}"#, "a number too large for a double at byte 22"),
            (#"{"fields":\#(deep)}"#, "nesting deeper than 512 levels at byte"),
            (#"{"fields":{"Name":"a"}"#, "unexpected end at byte 22"),
        ] {
            let refused = airtable.call("POST", "\(base)/People", body)
            #expect(refused.status == 400 && refused.errorType == "INVALID_REQUEST_BODY")
            let message = refused.json?["error"]?["message"]?.stringValue ?? ""
            #expect(
                message.hasPrefix("Could not parse request body: the body is not valid JSON: "), "\(message)")
            #expect(message.contains(reason), "\(message)")
        }
    }

    /// Each bad write gets its 4xx and writes nothing.
    @Test func badWritesAreRefusedAndWriteNothing() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let existing = airtable.create("People", [#"{"Name":"Keep","Age":1}"#])[0]
        let eleven = (1...11).map { _ in #"{"fields":{"Name":"x"}}"# }.joined(separator: ",")
        let cases: [(String, String, String, Int, String)] = [
            ("POST", "\(base)/People", "{\"fields\":", 400, "INVALID_REQUEST_BODY"),
            ("POST", "\(base)/People", "[1,2]", 422, "INVALID_REQUEST_UNKNOWN"),
            ("POST", "\(base)/People", "", 422, "INVALID_REQUEST_MISSING_FIELDS"),
            ("POST", "\(base)/People", #"{"typecast":true}"#, 422, "INVALID_REQUEST_MISSING_FIELDS"),
            ("POST", "\(base)/People", "{\"records\":[\(eleven)]}", 422, "INVALID_RECORDS"),
            (
                "POST", "\(base)/People", #"{"records":[{"fields":{"Name":"ok"}},{"fields":{"Nope":1}}]}"#,
                422, "UNKNOWN_FIELD_NAME"
            ),
            (
                "POST", "\(base)/People", #"{"records":[{"fields":{"Name":"ok"}},{"fields":{"Age":"old"}}]}"#,
                422, "INVALID_VALUE_FOR_COLUMN"
            ),
            ("POST", "\(base)/People", #"{"fields":{"Name":5}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"Done":"yes"}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"Day":"tomorrow"}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            // Days that do not exist, which the calendar would have rolled over into March.
            ("POST", "\(base)/People", #"{"fields":{"Day":"2026-02-31"}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"Day":"2026-02-29"}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"Day":"2026-04-31"}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"No":5}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            ("POST", "\(base)/People", #"{"fields":{"Made":null}}"#, 422, "INVALID_VALUE_FOR_COLUMN"),
            (
                "POST", "\(base)/People", #"{"fields":{"Kind":"Nope"}}"#, 422,
                "INVALID_MULTIPLE_CHOICE_OPTIONS"
            ),
            (
                "PATCH", "\(base)/People",
                #"{"records":[{"id":"\#(existing)","fields":{"Age":2}},{"id":"recAAAAAAAAAAAAAA","fields":{}}]}"#,
                422, "ROW_DOES_NOT_EXIST"
            ),
            (
                "PATCH", "\(base)/People/\(existing)", #"{"fields":{"Age":2,"Nope":1}}"#, 422,
                "UNKNOWN_FIELD_NAME"
            ),
            (
                "DELETE", "\(base)/People?records[]=\(existing)&records[]=recAAAAAAAAAAAAAA", "", 422,
                "ROW_DOES_NOT_EXIST"
            ),
            (
                "DELETE",
                "\(base)/People?" + (1...11).map { _ in "records[]=\(existing)" }.joined(separator: "&"), "",
                422, "INVALID_RECORDS"
            ),
        ]
        for (method, target, body, status, type) in cases {
            let response = airtable.call(method, target, body)
            #expect(response.status == status, "\(method) \(body.prefix(60)): \(response.text)")
            #expect(response.errorType == type, "\(method) \(body.prefix(60)): \(response.text)")
            #expect(response.contentType == "application/json; charset=utf-8")
        }
        let all = airtable.call("GET", "\(base)/People")
        #expect(all.records.count == 1)
        #expect(all.records.first?["fields"]?["Age"] == .number(1))
        #expect(
            airtable.call("POST", "\(base)/People", "{\"records\":[\(eleven)]}").json?["error"]?["message"]
                == .string("A maximum of 10 records can be created per request but you have provided 11."))
    }

    /// A body with a string that is not UTF-8 is refused whole, not stored with its bytes replaced.
    @Test func aStringThatIsNotUTF8IsRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let body = Array(#"{"fields":{"Name":"caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8)
        let refused = airtable.call("POST", "\(base)/People", bytes: body)
        #expect(refused.status == 400)
        #expect(refused.errorType == "INVALID_REQUEST_BODY")
        #expect(airtable.call("GET", "\(base)/People").records.isEmpty)
    }
}
