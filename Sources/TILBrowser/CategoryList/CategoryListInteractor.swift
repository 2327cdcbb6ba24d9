import TILClient
import TILModels

/// Fetches the categories list.
public struct CategoryListInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func categories() async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Categories.all())
    }
}
