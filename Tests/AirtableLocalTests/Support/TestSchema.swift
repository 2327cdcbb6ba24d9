import AirtableModel
import Basics

@testable import AirtableLocal

/// The base the tests use: people linked to teams, with most field types.
enum TestSchema {
    static let baseID = "appTest0000000001"
    static let people = "tblPeople00000001"
    static let teams = "tblTeams000000001"

    static let json = """
        {"id":"appTest0000000001","name":"Test","tables":[
         {"id":"tblPeople00000001","name":"People","primaryFieldId":"fldName0000000001","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldAge00000000001","name":"Age","type":"number","options":{"precision":0}},
           {"id":"fldDone0000000001","name":"Done","type":"checkbox","options":{"color":"greenBright","icon":"check"}},
           {"id":"fldWhen0000000001","name":"When","type":"dateTime","options":{"timeZone":"utc",
             "dateFormat":{"format":"l","name":"local"},"timeFormat":{"format":"h:mma","name":"12hour"}}},
           {"id":"fldDay00000000001","name":"Day","type":"date","options":{"dateFormat":{"format":"YYYY-MM-DD","name":"iso"}}},
           {"id":"fldKind0000000001","name":"Kind","type":"singleSelect","options":{"choices":[
             {"id":"selA000000000001","name":"A"},{"id":"selB000000000001","name":"B"}]}},
           {"id":"fldTags0000000001","name":"Tags","type":"multipleSelects","options":{"choices":[
             {"id":"selX000000000001","name":"x"}]}},
           {"id":"fldTeam0000000001","name":"Team","type":"multipleRecordLinks","options":{"linkedTableId":"tblTeams000000001",
             "inverseLinkFieldId":"fldMembers0000001","isReversed":false,"prefersSingleRecordLink":false}},
           {"id":"fldMail0000000001","name":"Email","type":"email"},
           {"id":"fldPct00000000001","name":"Share","type":"percent","options":{"precision":1}},
           {"id":"fldCost0000000001","name":"Cost","type":"currency","options":{"precision":2,"symbol":"€"}},
           {"id":"fldFile0000000001","name":"Files","type":"multipleAttachments","options":{"isReversed":false}},
           {"id":"fldNote0000000001","name":"Notes","type":"multilineText"},
           {"id":"fldNum00000000001","name":"No","type":"autoNumber"},
           {"id":"fldMade0000000001","name":"Made","type":"createdTime","options":{"result":{"type":"dateTime"}}}],
          "views":[{"id":"viwGrid000000001","name":"Grid view","type":"grid"},
            {"id":"viwAdults00000001","name":"Adults","type":"grid","filterByFormula":"{Age}>=18",
             "sort":[{"field":"Name","direction":"desc"}],"visibleFieldIds":["fldAge00000000001","fldName0000000001"]}]},
         {"id":"tblTeams000000001","name":"Teams","primaryFieldId":"fldTName000000001","fields":[
           {"id":"fldTName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldMembers0000001","name":"Members","type":"multipleRecordLinks","options":{"linkedTableId":"tblPeople00000001",
             "inverseLinkFieldId":"fldTeam0000000001","isReversed":false,"prefersSingleRecordLink":false}}],
          "views":[{"id":"viwGrid000000002","name":"Grid view","type":"grid"}]}]}
        """

    static func base() throws -> BaseSchema {
        try BaseSchema(json: JSONValue.parse(Array(json.utf8)))
    }
}
