import Courier
import GitHub
import Terminal

/// `repos`'s table: name, language, stars, updated, URL. The owner is left out of the name: every
/// row is the same user's, whom the heading names, and at a narrow width a full name would be cut
/// down to that same owner on every row.
enum RepositoryTable {
    static func render(_ repositories: [Repository], console: Console) -> String {
        var table = Table(columns: [
            .init("NAME", minimumWidth: 12), .init("LANGUAGE", maximumWidth: 16),
            .whole("STARS", rightAligned: true), .whole("UPDATED"),
            .init("URL", minimumWidth: 10),
        ])
        for repository in repositories {
            table.append([
                repository.name, repository.language ?? "-",
                repository.stargazersCount.map(String.init) ?? "-",
                repository.updatedAt.map(DateCoding.formatDay) ?? "-", repository.htmlURL.absoluteString,
            ])
        }
        return table.render(width: console.width) { console.outputStyle.apply($0, .bold) }
    }
}
