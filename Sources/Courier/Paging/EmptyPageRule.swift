/// How a listing tells a page that holds nothing, and how many such pages in a row it follows
/// (``Paging/refusingEmptyPages(after:isEmpty:)``).
struct EmptyPageRule<Page>: Sendable {
    let limit: Int
    let isEmpty: @Sendable (Page) -> Bool
}
