import Basics

/// The webhook shapes' cell values (see `JSONValue+Members.swift` for the other members).
extension JSONValue {
    /// Member `name` as cell values by field id (`{"fld…": value}`); empty when absent.
    func cellValuesByFieldID(_ name: String, in what: String) throws(SchemaError) -> [String: JSONValue] {
        guard let object = try memberObject(name, in: what) else { return [:] }
        return try object.memberObject("cellValuesByFieldId", in: "\(what).\(name)")?.objectValue ?? [:]
    }
}
