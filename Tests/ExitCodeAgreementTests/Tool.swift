import Foundation
import TestSupport

/// The four command-line tools, each run as a process with its base-URL variable pointing at one
/// address, asked for a listing as JSON.
enum Tool: String, CaseIterable, Sendable {
    case til, planner, meallog, repos

    /// The arguments of a listing with `--json`.
    var arguments: [String] {
        switch self {
        case .til: ["acronyms", "list", "--json"]
        case .planner, .meallog: ["list", "--json"]
        case .repos: ["octocat", "--json"]
        }
    }

    /// The variables that point the tool at `url`, and a token where it needs one.
    func environment(_ url: String, home: ScratchDirectory) -> [String: String] {
        var environment = [
            "HOME": home.url.path, "XDG_CONFIG_HOME": home.appending("config").path,
            "XDG_CACHE_HOME": home.appending("cache").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
            "LANG": "C",
        ]
        switch self {
        case .til: environment["TIL_API_URL"] = url
        case .planner, .meallog:
            environment["AIRTABLE_ENDPOINT_URL"] = url
            environment["AIRTABLE_TOKEN"] = "patAgreement.0000"
        case .repos: environment["GITHUB_API_URL"] = url
        }
        return environment
    }

    /// Runs the listing against `url`.
    func run(against url: String) async throws -> CommandResult {
        let home = try ScratchDirectory("\(rawValue)-agreement")
        return try await TestSupport.Command.run(
            try Executables.path(rawValue), arguments, environment: environment(url, home: home),
            timeout: .seconds(30))
    }
}
