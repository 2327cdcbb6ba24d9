import Foundation
import Terminal

/// Every `--help` page of a command-line tool: the root's, and each subcommand's that a page lists
/// under `SUBCOMMANDS:` (`サブコマンド：`), found by following them.
public enum HelpPages {
    /// The widest a help line may be, in terminal columns.
    public static let maximumWidth = 80

    /// Each page by its command path (`""` for the root, `"acronyms list"`…).
    public static func all(of executable: String, environment: [String: String]) async throws -> [String:
        String]
    {
        var pages: [String: String] = [:]
        var waiting: [[String]] = [[]]
        while let path = waiting.popLast() {
            let result = try await Command.run(executable, path + ["--help"], environment: environment)
            guard result.status == 0 else {
                throw ProcessError("\(path.joined(separator: " ")) --help: \(result)")
            }
            pages[path.joined(separator: " ")] = result.stdout
            waiting += subcommands(in: result.stdout).map { path + [$0] }
        }
        return pages
    }

    /// The lines of `pages` wider than ``maximumWidth``, each as `path: line`.
    public static func tooWide(_ pages: [String: String]) -> [String] {
        pages.sorted { $0.key < $1.key }.flatMap { path, page in
            tooWide(lines: page.split(separator: "\n")).map { "\(path): \($0)" }
        }
    }

    /// Those of `lines` wider than ``maximumWidth`` terminal columns (`Terminal`'s `DisplayWidth`).
    public static func tooWide(lines: [some StringProtocol]) -> [String] {
        lines.filter { DisplayWidth.of($0) > maximumWidth }.map { String($0) }
    }

    /// The names listed under `SUBCOMMANDS:` (or its Japanese heading; entries are indented two
    /// spaces, their wrapped summaries more).
    static func subcommands(in page: String) -> [String] {
        let headings = ["SUBCOMMANDS:\n", "サブコマンド：\n"]
        guard
            let section = headings.lazy.compactMap({ page.components(separatedBy: $0).dropFirst().first })
                .first
        else { return [] }
        return section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }
}
