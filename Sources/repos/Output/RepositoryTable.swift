import Courier
import GitHub
import Terminal

/// `repos`'s table: full name, language, stars, updated, URL.
enum RepositoryTable {
    static func render(_ repositories: [Repository], console: Console) -> String {
        var table = Table(columns: [
            .init("FULL NAME", minimumWidth: 12), .init("LANGUAGE", maximumWidth: 16),
            .init("STARS", rightAligned: true), .init("UPDATED"), .init("URL", minimumWidth: 10),
        ])
        for repository in repositories {
            table.append([
                repository.fullName, repository.language ?? "-",
                repository.stargazersCount.map(String.init) ?? "-",
                repository.updatedAt.map(DateCoding.formatDay) ?? "-", repository.htmlURL.absoluteString,
            ])
        }
        return table.render(width: console.width) { console.outputStyle.apply($0, .bold) }
    }
}
