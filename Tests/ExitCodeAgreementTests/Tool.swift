import Foundation
import TestSupport

/// The four command-line tools, each run as a process with its base-URL variable pointing at one
/// address, asked for a listing (as JSON unless told).
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

    /// The variable that names the tool's server.
    var urlVariable: String {
        switch self {
        case .til: "TIL_API_URL"
        case .planner, .meallog: "AIRTABLE_ENDPOINT_URL"
        case .repos: "GITHUB_API_URL"
        }
    }

    /// The variables that point the tool at `url`, and a token where it needs one.
    func environment(_ url: String, home: ScratchDirectory) -> [String: String] {
        var environment = [
            "HOME": home.url.path, "XDG_CONFIG_HOME": home.appending("config").path,
            "XDG_CACHE_HOME": home.appending("cache").path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
            "LANG": "C",
        ]
        environment[urlVariable] = url
        if self == .planner || self == .meallog { environment["AIRTABLE_TOKEN"] = "patAgreement.0000" }
        return environment
    }

    /// Runs the listing against `url`, in text without `json`.
    func run(against url: String, json: Bool = true) async throws -> CommandResult {
        let home = try ScratchDirectory("\(rawValue)-agreement")
        return try await TestSupport.Command.run(
            try Executables.path(rawValue), json ? arguments : arguments.filter { $0 != "--json" },
            environment: environment(url, home: home), timeout: .seconds(30))
    }
}
