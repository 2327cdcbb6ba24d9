/// How the acronyms list is ordered.
public enum AcronymOrder: Sendable, Hashable {
    /// As saved (the server's insertion order), like the app.
    case saved
    /// By short form (`GET /api/acronyms/sorted`).
    case sorted
}
