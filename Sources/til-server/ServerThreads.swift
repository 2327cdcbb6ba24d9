import HTTPServer

/// The number of worker threads for a `--threads` setting.
enum ServerThreads {
    static func count(_ requested: Int) -> Int {
        requested > 0 ? requested : ServerConfiguration.defaultThreadCount
    }
}
