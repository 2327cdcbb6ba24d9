import TILModels

/// Whether the editor creates a new acronym or edits one.
public enum AcronymEditorMode: Sendable, Equatable {
    case create
    case edit(Acronym)
}
