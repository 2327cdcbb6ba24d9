import Foundation

/// The number of worker threads for a `--threads` setting.
enum ServerThreads {
    static func count(_ requested: Int) -> Int {
        requested > 0 ? requested : max(2, ProcessInfo.processInfo.activeProcessorCount)
    }
}
