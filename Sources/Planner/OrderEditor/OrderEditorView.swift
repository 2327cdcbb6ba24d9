import Basics

/// The New/Edit order screen: name, deadline, customer, summary, fee, done.
@MainActor
public protocol OrderEditorView: AnyObject {
    func showForm(_ form: OrderForm)
    /// The order was saved: close the screen.
    func editorFinished(_ result: OrderEditorResult)
    func show(_ alert: Alert)
}
