extension ExitCode {
    /// 6: the server refused because a rate limit was hit (the GitHub `repos` command); the message
    /// says when to try again.
    public static let rateLimited = ExitCode(rawValue: 6)
}
