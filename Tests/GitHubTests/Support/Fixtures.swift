import Foundation
import GitHubFixtureServer

/// The recorded GitHub responses the fixture server serves (`Tests/GitHubFixtureServer/Fixtures`).
enum Fixtures {
    static let directory = GitHubFixtureServer.fixtures

    /// The bytes of fixture `name`, or a failure naming where it was looked for.
    static func data(_ name: String) throws -> Data {
        let url = directory.appending(path: name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw MissingFixture(path: url.path)
        }
        return data
    }

    struct MissingFixture: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "fixture missing: \(path) (it belongs in Tests/GitHubFixtureServer/Fixtures)"
        }
    }
}
