import Basics
import TILModels

/// The Create Category screen: Name.
@MainActor
public protocol CategoryEditorView: AnyObject {
    /// The category was saved: close the screen.
    func categoryCreated(_ category: TILModels.Category)
    func show(_ alert: Alert)
}
