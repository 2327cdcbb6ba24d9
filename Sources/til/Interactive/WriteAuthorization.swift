/// Whether a write may go ahead, once any login it needed was asked for.
enum WriteAuthorization {
    /// No login was needed, or the login worked.
    case granted
    /// The login screen was left without logging in: back to the menu.
    case refused
}
