import Foundation

/// A user's base directory for settings or caches, by the XDG rules every tool here follows: the
/// variable's path when it is absolute, else a folder in the home directory (an absolute `$HOME`,
/// else the account's).
package enum XDGDirectory: String {
    /// `$XDG_CONFIG_HOME`, else `~/.config`: logins and tokens.
    case config = "XDG_CONFIG_HOME"
    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    case cache = "XDG_CACHE_HOME"

    /// The directory under `environment`.
    package func url(_ environment: [String: String]) -> URL {
        if let path = environment[rawValue], path.hasPrefix("/") {
            return URL(filePath: path, directoryHint: .isDirectory)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(filePath: home, directoryHint: .isDirectory).appending(
            path: self == .config ? ".config" : ".cache", directoryHint: .isDirectory)
    }
}
