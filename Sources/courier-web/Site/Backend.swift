import Web

/// A service the pages depend on, as the down page names it: what it is, where, and how to start it.
struct Backend: Sendable {
    let name: String
    let address: String
    let howToStart: String

    var startHint: HTML {
        "<p>\(name) at <code>\(address)</code> could not be reached or failed. \(howToStart)</p>"
    }

    static func til(_ address: String) -> Backend {
        Backend(
            name: "The TIL server", address: address,
            howToStart: "Start it with scripts/up (or .build/release/til-server), or set TIL_API_URL.")
    }

    static func airtable(_ address: String) -> Backend {
        Backend(
            name: "The Airtable API", address: address,
            howToStart:
                "Start airtable-local with scripts/up, or set AIRTABLE_ENDPOINT_URL and AIRTABLE_TOKEN.")
    }

    static func github(_ address: String) -> Backend {
        Backend(
            name: "The GitHub API", address: address,
            howToStart: "Check the network, or set GITHUB_API_URL to a reachable server.")
    }
}
