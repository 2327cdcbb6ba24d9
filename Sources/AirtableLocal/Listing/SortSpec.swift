/// One sort key of a listing: a field (name or id) and a direction.
struct SortSpec: Sendable, Equatable {
    var field: String
    var descending: Bool
}
