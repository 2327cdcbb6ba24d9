import Terminal

/// The `repos` command line, declared once: the parser, `--help` and usage errors come from here.
enum ReposCommandLine {
    static let root = Command(
        "repos", summary: "List a GitHub user's public repositories.",
        discussion: """
            With no USER on a terminal, repos is interactive: type a name and the list
            updates as you type (Ctrl-D or Ctrl-C quits).

            ENVIRONMENT:
              GITHUB_API_URL   the API, default https://api.github.com
              GITHUB_TOKEN     a token for a higher rate limit (sent to the API host only)
              XDG_CACHE_HOME   ETags and avatars are kept in $XDG_CACHE_HOME/courier-github
                               (default ~/.cache/courier-github)
              NO_COLOR         no colours and no avatar images

            \(ExitCode.helpText)
            """,
        arguments: [.optional("USER", help: "A GitHub user or organisation name.")],
        options: [
            .value(
                "sort", valueName: "created|updated|pushed|full_name", help: "The order (default full_name)."),
            .value(
                "direction", valueName: "asc|desc",
                help: "asc or desc (default asc for full_name, else desc)."),
            .flag("all", help: "Follow every page (the first 100 repositories otherwise)."),
            .flag("json", help: "Print JSON for scripts instead of a table."),
        ])
}
