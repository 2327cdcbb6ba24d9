import Foundation

/// Finds the package's built executables (`til-server`, `til`) beside the running test bundle,
/// where `swift build --build-tests` puts them.
public enum Executables {
    /// The absolute path of product `name`, or an error naming where it was looked for.
    public static func path(_ name: String) throws(ProcessError) -> String {
        let candidates = searchDirectories().map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ProcessError(
                "\(name) is not built (looked in \(candidates.joined(separator: ", "))); run swift build first"
            )
        }
        return found
    }

    private static func searchDirectories() -> [URL] {
        // The test runner is .build/<config>/<Package>PackageTests.xctest (a file on Linux, a bundle
        // on macOS); products sit in the same directory.
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var directory = executable.deletingLastPathComponent()
            directories.append(directory)
            while directory.pathComponents.count > 1, !directory.lastPathComponent.hasSuffix(".xctest") {
                directory.deleteLastPathComponent()
            }
            directories.append(directory.deletingLastPathComponent())
        }
        return directories
    }
}
