import Foundation
import SQL
import TILModels

// Building models from rows. The stores select exactly `columns`, in this order, so rows are read by
// position (a lookup by name per column cost more than the conversion on list routes).

extension Acronym {
    static let columns = "a.id, a.short, a.long, a.user_id"

    init(row: SQLRow) throws {
        self.init(
            id: try row.decode("id", as: UUID.self), short: try row.decode("short"),
            long: try row.decode("long"),
            userID: try row.decode("user_id", as: UUID.self))
    }
}

extension User {
    static let columns = "u.id, u.name, u.username"

    init(row: SQLRow) throws {
        self.init(
            id: try row.decode("id", as: UUID.self), name: try row.decode("name"),
            username: try row.decode("username"))
    }
}

extension TILModels.Category {
    static let columns = "c.id, c.name"

    init(row: SQLRow) throws {
        self.init(id: try row.decode(at: 0, as: UUID.self), name: try row.decode(at: 1))
    }
}
