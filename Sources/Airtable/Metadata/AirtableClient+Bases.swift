import AirtableModel
import Courier
import Foundation

/// The bases a token reaches, and new ones.
extension AirtableClient {
    /// Every base the token can see (scope `schema.bases:read`), one page after another. A server
    /// whose `offset` leads back to a page already read, or that sends a hundred empty pages in a
    /// row, fails the listing (`PAGING`).
    public func bases() async throws(AirtableError) -> [BaseSummary] {
        let first = Request<BaseList>.get(AirtablePath.meta("bases"))
        var bases: [BaseSummary] = []
        do {
            for try await page in http.pages(first, paging: .offsetInQuery) {
                bases += page.value.bases
            }
        } catch {
            throw AirtableError(error)
        }
        return bases
    }

    /// Creates a base in a workspace with its tables (scope `schema.bases:write`); its records are
    /// then reached with `base(created.id)`.
    @discardableResult
    public func createBase(_ base: NewBase) async throws(AirtableError) -> CreatedBase {
        try await send(.post(AirtablePath.meta("bases"), body: base))
    }
}
