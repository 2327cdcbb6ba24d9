import TILClient
import TILModels

/// Creates categories.
public struct CategoryEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func create(name: String) async throws(TILError) -> TILModels.Category {
        try await session.send(TILAPI.Categories.create(name: name))
    }
}
