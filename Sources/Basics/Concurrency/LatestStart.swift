/// Overlapping runs of one piece of work, of which only the latest one started may show its outcome:
/// a list loaded again, a search typed while the last one still runs. An older run that ends later
/// is dropped, so it never replaces a newer answer.
///
/// <!-- example context: @MainActor func example(latest: LatestStart, load: () async -> [String], show: ([String]) -> Void) async { EXAMPLE } -->
/// ```swift
/// let run = latest.start()
/// let rows = await load()
/// if latest.isLatest(run) { show(rows) }
/// ```
@MainActor
public final class LatestStart {
    private var started = 0

    public init() {}

    /// Starts a run, the latest from now on; its number, for ``isLatest(_:)``.
    public func start() -> Int {
        started += 1
        return started
    }

    /// Whether `run` is still the latest run started.
    public func isLatest(_ run: Int) -> Bool { run == started }
}
