import Basics
import TILModels

/// The Create/Edit Acronym screen: Short, Meaning and, without logins, a User row that opens a picker.
@MainActor
public protocol AcronymEditorView: AnyObject {
    func showForm(_ form: AcronymForm)
    /// The acronym was saved: close the screen, handing back the saved acronym.
    func editorFinished(_ acronym: Acronym)
    func show(_ alert: Alert)
}
