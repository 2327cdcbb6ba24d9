/// What the menus offer for the login: to log in when no usable login is saved, to log out when one is.
public enum AccountAction: Sendable, Hashable {
    case logIn
    case logOut
}
