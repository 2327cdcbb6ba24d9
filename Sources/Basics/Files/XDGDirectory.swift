import Foundation

/// A user's base directory for settings or caches, by the XDG rules every tool here follows: the
/// variable's path when it is absolute, else a folder in the home directory (an absolute `$HOME`,
/// else the account's).
package enum XDGDirectory: String {
    /// `$XDG_CONFIG_HOME`, else `~/.config`: logins and tokens.
    case config = "XDG_CONFIG_HOME"
    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    case cache = "XDG_CACHE_HOME"
    /// `$XDG_STATE_HOME`, else `~/.local/state`: what a tool remembers between runs (a list's filter).
    case state = "XDG_STATE_HOME"

    /// The directory under `environment`.
    package func url(_ environment: [String: String]) -> URL {
        if let path = environment[rawValue], path.hasPrefix("/") {
            return URL(filePath: path, directoryHint: .isDirectory)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        let folder =
            switch self {
            case .config: ".config"
            case .cache: ".cache"
            case .state: ".local/state"
            }
        return URL(filePath: home, directoryHint: .isDirectory).appending(
            path: folder, directoryHint: .isDirectory)
    }
}
