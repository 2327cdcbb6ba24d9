/// Where a formula names a field, and which field it resolved to.
struct FieldReference: Sendable {
    /// The field's id.
    let id: String
    /// The reference's characters in the source, `{Name}` or a bare word (0-based, in Unicode
    /// scalars).
    let characters: Range<Int>
}
