import Foundation
import TILModels

/// Whether the editor creates a new acronym or edits one.
public enum AcronymEditorMode: Sendable, Equatable {
    case create
    case edit(Acronym)

    /// Whether saving makes the user `userID` (the one logged in) the acronym's user in its
    /// place. With logins, the TIL server records whoever saves an acronym as its user, so an edit
    /// of another user's acronym takes it over: a form says so before it is saved.
    public func takesOver(as userID: UUID?) -> Bool {
        guard case .edit(let acronym) = self, let userID else { return false }
        return acronym.user.id != userID
    }
}
