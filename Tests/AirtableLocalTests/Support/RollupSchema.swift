import AirtableModel
import Basics
import TestSupport

/// Orders that roll up the items they link to, with one rollup per aggregation the tests check.
enum RollupSchema {
    static let baseID = "appRollups0000001"

    /// A rollup field of Orders over `target` (an Items field id) through the Items link.
    static func rollup(
        _ id: String, _ name: String, _ target: String, _ formula: String?, result: String? = nil
    )
        -> String
    {
        var options =
            #""isValid":true,"recordLinkFieldId":"fldOItems00000001","fieldIdInLinkedTable":"\#(target)""#
        options += #","referencedFieldIds":[]"#
        if let formula { options += #","formula":\#(JSONValue.string(formula).jsonText)"# }
        if let result { options += #","result":{"type":"\#(result)"}"# }
        return #"{"id":"\#(id)","name":"\#(name)","type":"rollup","options":{\#(options)}}"#
    }

    static let price = "fldIPrice00000001"
    static let name = "fldIName000000001"
    static let note = "fldINote000000001"
    static let done = "fldIDone000000001"
    static let tags = "fldITags000000001"
    static let day = "fldIDay0000000001"
    static let broken = "fldIBroken0000001"

    /// The rollups of Orders, each `(id, name, target, formula)`.
    static let rollups: [(String, String, String, String?)] = [
        ("fldRSum0000000001", "Total", price, "SUM(values)"),
        ("fldRAverage000001", "Average", price, "AVERAGE(values)"),
        ("fldRMax0000000001", "Most", price, "MAX(values)"),
        ("fldRMin0000000001", "Least", price, "MIN(values)"),
        ("fldRCount00000001", "Priced", price, "COUNT(values)"),
        ("fldRCountA0000001", "Noted", note, "COUNTA(values)"),
        ("fldRCountAll00001", "Lines", note, "COUNTALL(values)"),
        ("fldRJoin000000001", "Names", name, #"ARRAYJOIN(values, "; ")"#),
        ("fldRUnique0000001", "Notes", note, "ARRAYUNIQUE(ARRAYCOMPACT(values))"),
        ("fldRCompact000001", "Compact", note, "ARRAYCOMPACT(values)"),
        ("fldRFlat000000001", "Tags", tags, "ARRAYFLATTEN(values)"),
        ("fldRAnd0000000001", "All done", done, "AND(values)"),
        ("fldROr00000000001", "Any done", done, "OR(values)"),
        ("fldRXor0000000001", "Odd done", done, "XOR(values)"),
        ("fldRConcat0000001", "Concatenated", name, "CONCATENATE(values)"),
        ("fldRDouble0000001", "Double", price, "SUM(values) * 2"),
        (
            "fldRLabel00000001", "Label", name,
            #"IF(COUNTALL(values) > 0, "lines: " & COUNTALL(values), "none")"#
        ),
        ("fldRLatest0000001", "Latest", day, "MAX(values)"),
        ("fldRNaN0000000001", "Not a number", name, "values * 1"),
        ("fldRHuge000000001", "Huge", price, "POWER(10, 400) * SUM(values)"),
        ("fldRBroken0000001", "Broken", broken, "SUM(values)"),
        ("fldRSafe000000001", "Safe", broken, #"IF(ISERROR(values), "caught", "fine")"#),
    ]

    static let json = """
        {"id":"\(baseID)","name":"Rollups","tables":[
         {"id":"tblItems000000001","name":"Items","primaryFieldId":"\(name)","fields":[
           {"id":"\(name)","name":"Name","type":"singleLineText"},
           {"id":"\(price)","name":"Price","type":"number","options":{"precision":2}},
           {"id":"\(note)","name":"Note","type":"singleLineText"},
           {"id":"\(done)","name":"Done","type":"checkbox","options":{"color":"greenBright","icon":"check"}},
           {"id":"\(tags)","name":"Tags","type":"multipleSelects","options":{"choices":[
             {"id":"selRed0000000001","name":"red"},{"id":"selBlue000000001","name":"blue"}]}},
           {"id":"\(day)","name":"Day","type":"date","options":{"dateFormat":{"format":"YYYY-MM-DD","name":"iso"}}},
           {"id":"\(broken)","name":"Broken","type":"formula","options":{"formula":"IF({Price} > 100, ERROR(), {Price})"}}]},
         {"id":"tblOrders00000001","name":"Orders","primaryFieldId":"fldOName000000001","fields":[
           {"id":"fldOName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldOItems00000001","name":"Items","type":"multipleRecordLinks","options":{"linkedTableId":"tblItems000000001"}},
           {"id":"fldOTax0000000001","name":"Tax","type":"formula","options":{"formula":"{Total} / 10"}},
           \(rollups.map { rollup($0.0, $0.1, $0.2, $0.3) }.joined(separator: ",\n"))]}]}
        """

    static func base(_ text: String = json) throws -> BaseSchema {
        try BaseSchema(json: JSONValue.parse(Array(text.utf8)))
    }

    static func airtable() throws -> InProcessAirtable {
        try AirtableHarness.responder(schemas: [base()])
    }
}
