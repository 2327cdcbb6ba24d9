/// The column names of one result, shared by all its rows.
@usableFromInline
final class SQLColumns: Sendable {
    let names: [String]
    private let indexByName: [String: Int]

    init(names: [String]) {
        self.names = names
        var indexByName: [String: Int] = [:]
        for (index, name) in names.enumerated() where indexByName[name] == nil {
            indexByName[name] = index
        }
        self.indexByName = indexByName
    }

    /// The first column with this exact name.
    @usableFromInline
    func index(of name: String) -> Int? { indexByName[name] }
}
