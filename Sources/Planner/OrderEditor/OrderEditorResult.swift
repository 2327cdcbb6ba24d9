/// What the editor saved.
public struct OrderEditorResult: Sendable, Hashable {
    public let order: Order
    /// Whether the order is new.
    public let created: Bool
    /// The fields written (for an edit, only those that changed; empty when nothing did).
    public let changed: [OrderField]
}
