/// Something a person picked that changes the server, and so needs a login when the server has logins
/// (spec §4, "Routes needing a token"). Reading never does.
public enum WriteAction: Sendable, Hashable, CaseIterable {
    case createAcronym
    case editAcronym
    case deleteAcronym
    case addToCategory
    case removeFromCategory
    case createUser
    case createCategory
}
