import Foundation
import TestSupport
import Testing

/// Runs one of the Python flows in `Browser/` (Selenium driving headless Chromium) against a site,
/// with `COURIER_TEST_PYTHON` (set up by `scripts/test` with Selenium).
enum BrowserFlow {
    static let python = ProcessInfo.processInfo.environment["COURIER_TEST_PYTHON"]
    static let isAvailable =
        python != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
    static let unavailableReason: Comment =
        "COURIER_TEST_PYTHON with Selenium and Debian's chromium-driver are needed: run scripts/test"

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Browser/run.py").path

    /// The flow's result: exit 0 when it passed, else what it printed.
    ///
    /// The browser's home and temporary folder are a scratch folder of the flow's own, removed
    /// afterwards with whatever Chromium and its driver leave there (a profile, a lock's socket).
    static func run(_ name: String, site: URL, environment extra: [String: String] = [:]) async throws
        -> CommandResult
    {
        let scratch = try ScratchDirectory("browser-flow")
        var environment = [
            "PATH": "/usr/bin:/bin", "COURIER_WEB_URL": site.absoluteString, "NO_PROXY": "*",
            "HOME": scratch.url.path, "TMPDIR": scratch.url.path,
        ]
        if let screenshots = ProcessInfo.processInfo.environment["COURIER_SCREENSHOTS"] {
            environment["COURIER_SCREENSHOTS"] = screenshots
        }
        environment.merge(extra) { $1 }
        let result = try await TestSupport.Command.run(
            python ?? "python3", [script, name], environment: environment, timeout: .seconds(300))
        withExtendedLifetime(scratch) {}
        return result
    }
}
