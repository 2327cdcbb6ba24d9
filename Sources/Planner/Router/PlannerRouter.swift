/// Where the app can go. Presenters ask the router to go somewhere; the front end decides how
/// (a navigation stack on a phone, a menu loop on a terminal).
public enum PlannerDestination: Sendable, Hashable {
    /// An order's detail screen.
    case detail(Order)
    /// The editor, to create an order or edit one.
    case editor(OrderEditorMode)
    /// The fee totals.
    case totals
    /// Back to the previous screen (after a delete, or a save in the editor).
    case back
}

/// Navigation between the modules (the R of VIPER).
@MainActor
public protocol PlannerRouter: AnyObject {
    func navigate(to destination: PlannerDestination)
}
