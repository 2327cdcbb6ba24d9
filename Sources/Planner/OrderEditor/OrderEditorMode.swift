/// Whether the editor creates a new order or edits one.
public enum OrderEditorMode: Sendable, Hashable {
    case create
    case edit(Order)
}
