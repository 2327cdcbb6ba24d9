/// An edit: the order's new values and which of them changed; only those are sent (a PATCH).
public struct OrderChanges: Sendable, Hashable {
    public var fields: OrderFields
    public var changed: Set<OrderField>

    public init(fields: OrderFields, changed: Set<OrderField>) {
        self.fields = fields
        self.changed = changed
    }

    /// What changes from `original` to `updated`.
    public init(from original: OrderFields, to updated: OrderFields) {
        self.init(fields: updated, changed: original.changedFields(to: updated))
    }

    public var isEmpty: Bool { changed.isEmpty }
}
