import Basics
import Foundation
import Planner

/// The interactive list's filter, kept between runs in `$XDG_STATE_HOME/courier/planner-list.json`
/// (`{"customer": …, "openOnly": …}`). With nothing kept, the list opens at what is due: open
/// orders only. It is a convenience: a file that cannot be read is as if there were none, and one
/// that cannot be written is left as it was.
struct RememberedFilter {
    let file: URL

    init(environment: [String: String]) {
        file = XDGDirectory.state.url(environment).appending(path: "courier/planner-list.json")
    }

    /// Open orders only, when nothing was kept.
    static let first = OrderFilter(customer: nil, openOnly: true)

    private struct Kept: Codable {
        var customer: String?
        var openOnly: Bool
    }

    func load() -> OrderFilter {
        // Read as the tools' other own files are: a regular file only, bounded, never waited on.
        guard let data = try? PrivateFile.contents(of: file.path, limit: 4096),
            let kept = try? JSONDecoder().decode(Kept.self, from: data)
        else { return Self.first }
        return OrderFilter(customer: kept.customer?.nonBlank, openOnly: kept.openOnly)
    }

    func save(_ filter: OrderFilter) {
        guard let data = try? JSONEncoder().encode(Kept(customer: filter.customer, openOnly: filter.openOnly))
        else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
