import AirtableModel
import Courier
import Foundation

/// The bases a token reaches, and new ones.
extension AirtableClient {
    /// Every base the token can see (scope `schema.bases:read`), one page after another.
    public func bases() async throws(AirtableError) -> [BaseSummary] {
        var bases: [BaseSummary] = []
        var offset: String?
        repeat {
            let query = offset.map { [URLQueryItem(name: "offset", value: $0)] } ?? []
            let page: BaseList = try await send(.get(AirtablePath.meta("bases"), query: query))
            bases += page.bases
            // A server that hands back the offset it was sent would page for ever: stop there.
            offset = page.offset == offset ? nil : page.offset
        } while offset != nil
        return bases
    }

    /// Creates a base in a workspace with its tables (scope `schema.bases:write`); its records are
    /// then reached with `base(created.id)`.
    @discardableResult
    public func createBase(_ base: NewBase) async throws(AirtableError) -> CreatedBase {
        try await send(.post(AirtablePath.meta("bases"), body: base))
    }
}
