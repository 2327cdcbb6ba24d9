import Basics
import TILClient
import TILModels

/// Creates categories.
public struct CategoryEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Creates category `name`, unless one is called so already (ignoring case): two categories of
    /// one name cannot be told apart in a picker, nor named on the command line. (The server takes
    /// both; two windows creating one name at once can still make two.)
    public func create(name: String) async throws(TILError) -> TILModels.Category {
        let existing: [TILModels.Category]
        do {
            existing = try await session.send(TILAPI.Categories.all())
        } catch {
            // Said as the save that failed, which is what the person asked for.
            throw TILError(
                kind: error.failureKind, message: TILOperation.createCategory.failureMessage,
                reason: error.reason,
                status: error.status, operation: .createCategory, underlying: error.underlying)
        }
        // Named as it is spelled, which may not be as it was typed (`Internet` for `internet`).
        if let same = existing.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw TILError(kind: .rejected, message: Messages.categoryExists(same.name))
        }
        return try await session.send(TILAPI.Categories.create(name: name))
    }
}
