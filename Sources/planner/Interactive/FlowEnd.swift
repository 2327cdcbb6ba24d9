/// How an interactive flow ended.
enum FlowEnd {
    /// Back to where it was started.
    case done
    /// The input ended or the user asked to quit.
    case quit
}
