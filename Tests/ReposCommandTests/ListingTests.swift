import Foundation
import TestSupport
import Testing

/// `repos USER`: the table, `--json`, `--all`, sorting.
@Suite struct ListingTests {
    @Test func theTableShowsNameLanguageStarsUpdatedAndURL() async throws {
        let runner = try ReposRunner()
        let result = try await runner.run("nerdishbynature")
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Owner: nerdishbynature")
        #expect(lines.contains { $0.hasPrefix("Avatar: \(runner.apiURL.absoluteString)/avatars/") })
        let header = try #require(lines.first { $0.hasPrefix("NAME") })
        for column in ["LANGUAGE", "STARS", "UPDATED", "URL"] { #expect(header.contains(column)) }
        #expect(
            lines.contains {
                $0.hasPrefix("octokit.swift ") && $0.contains("https://github.com/")
            })
        #expect(lines.count == 42 + 3)
        #expect(!lines.contains { $0.hasPrefix("nerdishbynature/") }, "the owner is in the heading only")
    }

    @Test func aNarrowTerminalStillTellsTheRepositoriesApart() async throws {
        let runner = try ReposRunner()
        let result = try await runner.run(["nerdishbynature"], environment: ["COLUMNS": "60"])
        #expect(result.status == 0, "\(result)")
        let rows = result.stdout.split(separator: "\n").dropFirst(3).map { $0.prefix(12) }
        #expect(Set(rows).count > 30, "names cut to one owner prefix: \(rows)")
    }

    @Test func jsonHasExactlyTheDocumentedShape() async throws {
        let runner = try ReposRunner()
        let result = try await runner.run("nerdishbynature", "--json")
        #expect(result.status == 0, "\(result)")
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 42)
        let keys: Set<String> = [
            "full_name", "name", "description", "language", "stargazers_count", "updated_at", "html_url",
            "owner",
        ]
        #expect(array.allSatisfy { Set($0.keys) == keys })
        #expect(
            array.allSatisfy {
                Set(($0["owner"] as? [String: Any])?.keys ?? [:].keys) == ["login", "avatar_url"]
            })
        #expect(array.contains { $0["description"] is NSNull })
        let first = try #require(array.first)
        #expect((first["updated_at"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func allFollowsEveryPageInTheRequestedOrder() async throws {
        let runner = try ReposRunner()
        let server = try #require(runner.server)
        server.addUser("many", repositories: 230)
        server.setRateLimit(limit: 5000, remaining: 5000)
        let one = try await runner.run("many", "--json")
        let all = try await runner.run("many", "--all", "--json", "--sort", "created", "--direction", "asc")
        #expect(all.status == 0, "\(all)")
        let firstPage = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [Any])
        let everything = try #require(
            try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
        #expect(firstPage.count == 100)
        #expect(everything.count == 230)
        let created = everything.compactMap { $0["full_name"] as? String }
        #expect(Set(created).count == 230)
        #expect(server.receivedRequests.contains { $0.target.contains("sort=created&direction=asc") })

        // A full first page in text says it may not be all, on standard error; every page does not.
        let text = try await runner.run("many")
        #expect(text.stderr == "The first 100 repositories: --all lists every one.\n", "\(text)")
        #expect(try await runner.run("many", "--all").stderr.isEmpty)
        #expect(one.stderr.isEmpty, "JSON is the list alone")
    }

    @Test func badOptionValuesAreUsageErrors() async throws {
        let runner = try ReposRunner()
        let sort = try await runner.run("octocat", "--sort", "stars")
        #expect(sort.status == 2)
        #expect(sort.stderr.contains("--sort must be created, updated, pushed or full_name"))
        let direction = try await runner.run("octocat", "--direction", "up")
        #expect(direction.status == 2)
        let none = try await runner.run()
        #expect(none.status == 2)
        #expect(none.stderr.contains("missing argument <USER>"))
        let empty = try await runner.run("")
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.stderr.contains("<USER> must not be empty"))
    }
}
