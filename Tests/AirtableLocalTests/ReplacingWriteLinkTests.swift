import AirtableModel
import Basics
import TestSupport
import Testing

/// A `PUT` clears every field it does not give, links included, and a cleared link leaves the
/// other side of the link too: no record lists a record that no longer lists it.
@Suite struct ReplacingWriteLinkTests {
    let base = "/v0/\(TestSchema.baseID)"

    private func members(of team: String, in airtable: InProcessAirtable) -> JSONValue? {
        airtable.call("GET", "\(base)/Teams/\(team)").json?["fields"]?["Members"]
    }

    @Test func aPutWithoutTheLinkClearsItOnBothSides() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let team = airtable.create("Teams", [#"{"Name":"Red"}"#])[0]
        let people = airtable.create(
            "People", [#"{"Name":"Ann","Team":["\#(team)"]}"#, #"{"Name":"Bob","Team":["\#(team)"]}"#])

        let one = airtable.call("PUT", "\(base)/People/\(people[0])", #"{"fields":{"Name":"Ann B"}}"#)
        #expect(one.status == 200)
        #expect(one.json?["fields"]?["Team"] == nil)
        #expect(airtable.call("GET", "\(base)/People/\(people[0])").json?["fields"]?["Team"] == nil)
        #expect(members(of: team, in: airtable) == .array([.string(people[1])]))

        let batch = airtable.call(
            "PUT", "\(base)/People", #"{"records":[{"id":"\#(people[1])","fields":{"Name":"Bob B"}}]}"#)
        #expect(batch.status == 200)
        #expect(members(of: team, in: airtable) == nil)
    }

    @Test func aPutOfTheOtherSideClearsTheLinkedRecordsToo() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let team = airtable.create("Teams", [#"{"Name":"Red"}"#])[0]
        let person = airtable.create("People", [#"{"Name":"Ann","Team":["\#(team)"]}"#])[0]

        let put = airtable.call("PUT", "\(base)/Teams/\(team)", #"{"fields":{"Name":"Blue"}}"#)
        #expect(put.json?["fields"]?["Members"] == nil)
        #expect(members(of: team, in: airtable) == nil)
        #expect(airtable.call("GET", "\(base)/People/\(person)").json?["fields"]?["Team"] == nil)
    }

    @Test func aPutThatGivesTheLinkKeepsBothSidesInStep() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", [#"{"Name":"Red"}"#, #"{"Name":"Blue"}"#])
        let person = airtable.create("People", [#"{"Name":"Ann","Team":["\#(teams[0])"]}"#])[0]

        airtable.call(
            "PUT", "\(base)/People/\(person)", #"{"fields":{"Name":"Ann","Team":["\#(teams[1])"]}}"#)
        #expect(members(of: teams[0], in: airtable) == nil)
        #expect(members(of: teams[1], in: airtable) == .array([.string(person)]))
    }

    /// A table whose tasks block one another: a link to its own table, with its inverse there too.
    private static let tasks = """
        {"id":"appTasks000000001","name":"Tasks","tables":[
         {"id":"tblTasks000000001","name":"Tasks","primaryFieldId":"fldTask0000000001","fields":[
           {"id":"fldTask0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldBlocks00000001","name":"Blocks","type":"multipleRecordLinks","options":{
             "linkedTableId":"tblTasks000000001","inverseLinkFieldId":"fldBlockedBy00001"}},
           {"id":"fldBlockedBy00001","name":"Blocked by","type":"multipleRecordLinks","options":{
             "linkedTableId":"tblTasks000000001","inverseLinkFieldId":"fldBlocks00000001"}}]}]}
        """

    @Test func aLinkToTheSameTableIsClearedAndGivenInStepToo() throws {
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(Self.tasks.utf8)))
        ])
        let path = "/v0/appTasks000000001/Tasks"
        func fields(_ id: String) -> JSONValue? { airtable.call("GET", "\(path)/\(id)").json?["fields"] }
        let tasks = airtable.create("Tasks", [#"{"Name":"Write"}"#, #"{"Name":"Review"}"#])
        let linked = #"{"fields":{"Blocks":["\#(tasks[1])"]}}"#
        airtable.call("PATCH", "\(path)/\(tasks[0])", linked)
        #expect(fields(tasks[1])?["Blocked by"] == .array([.string(tasks[0])]))

        airtable.call("PUT", "\(path)/\(tasks[0])", #"{"fields":{"Name":"Write"}}"#)
        #expect(fields(tasks[0])?["Blocks"] == nil)
        #expect(fields(tasks[1])?["Blocked by"] == nil)

        // A task that blocks itself is also blocked by itself.
        let itself = #"{"fields":{"Name":"Write","Blocks":["\#(tasks[0])"]}}"#
        airtable.call("PUT", "\(path)/\(tasks[0])", itself)
        #expect(fields(tasks[0])?["Blocks"] == .array([.string(tasks[0])]))
        #expect(fields(tasks[0])?["Blocked by"] == .array([.string(tasks[0])]))
    }
}
