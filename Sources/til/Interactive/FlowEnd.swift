/// How an interactive flow ended.
enum FlowEnd {
    /// Back to where it was started.
    case done
    /// The server refused the saved login during a write (it is forgotten): go to the login screen.
    case login
    /// The input ended or the user asked to quit.
    case quit
}
