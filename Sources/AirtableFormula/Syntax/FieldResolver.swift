/// Finds the field a reference names: by exact name, then case-insensitively, then by id.
///
/// Unknown names are collected rather than thrown at once, so the error lists them all, as
/// Airtable's "Unknown field names: a, b" does.
struct FieldResolver {
    private var byName: [String: String] = [:]
    private var byLowercasedName: [String: String] = [:]
    private var ids: Set<String> = []
    /// Names that matched nothing, in order of appearance.
    private(set) var unknownNames: [String] = []

    init(fields: [FormulaField]) {
        for field in fields {
            if byName[field.name] == nil { byName[field.name] = field.id }
            let lowered = field.name.lowercased()
            if byLowercasedName[lowered] == nil { byLowercasedName[lowered] = field.id }
            ids.insert(field.id)
        }
    }

    /// Whether some field is called or identified by `name`.
    func knows(_ name: String) -> Bool {
        fieldID(for: name) != nil
    }

    /// The field id for `name`, or `nil` (and the name remembered as unknown).
    mutating func resolve(_ name: String) -> String? {
        if let id = fieldID(for: name) { return id }
        unknownNames.append(name)
        return nil
    }

    private func fieldID(for name: String) -> String? {
        if let id = byName[name] { return id }
        if let id = byLowercasedName[name.lowercased()] { return id }
        return ids.contains(name) ? name : nil
    }
}
