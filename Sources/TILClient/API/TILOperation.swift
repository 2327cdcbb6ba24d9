/// One thing the TIL API can be asked to do, with the message a person sees when it fails.
///
/// The messages are the TILiOS app's where the app shows one (spec §12.5, with its typographic
/// apostrophes); the others follow the same wording.
public enum TILOperation: String, Sendable, Hashable, CaseIterable {
    case listAcronyms = "acronyms.all"
    case getAcronym = "acronyms.get"
    case createAcronym = "acronyms.create"
    case updateAcronym = "acronyms.update"
    case deleteAcronym = "acronyms.delete"
    case searchAcronyms = "acronyms.search"
    case firstAcronym = "acronyms.first"
    case sortedAcronyms = "acronyms.sorted"
    case acronymUser = "acronyms.user"
    case acronymCategories = "acronyms.categories"
    case attachCategory = "acronyms.attach"
    case detachCategory = "acronyms.detach"
    case listUsers = "users.all"
    case getUser = "users.get"
    case createUser = "users.create"
    case userAcronyms = "users.acronyms"
    case login = "users.login"
    case logout = "users.logout"
    case logoutEverywhere = "users.logoutEverywhere"
    case listCategories = "categories.all"
    case getCategory = "categories.get"
    case createCategory = "categories.create"
    case categoryAcronyms = "categories.acronyms"

    /// Whether the server wants a bearer token for this operation when authentication is on
    /// (spec §4: every write except the login itself).
    public var requiresToken: Bool {
        switch self {
        case .createAcronym, .updateAcronym, .deleteAcronym, .attachCategory, .detachCategory,
            .createUser, .createCategory, .logout, .logoutEverywhere:
            true
        default:
            false
        }
    }

    /// What the app tells the user when the operation fails.
    public var failureMessage: String {
        switch self {
        case .listAcronyms, .sortedAcronyms: "There was an error getting the acronyms"
        case .getAcronym, .firstAcronym: "There was an error getting the acronym"
        case .createAcronym, .updateAcronym: "There was a problem saving the acronym"
        case .deleteAcronym: "There was a problem deleting the acronym"
        case .searchAcronyms: "There was an error searching the acronyms"
        case .acronymUser: "There was an error getting the acronym\u{2019}s user"
        case .acronymCategories: "There was an error getting the acronym\u{2019}s categories"
        case .attachCategory: "There was an error adding the acronym\nto the category"
        case .detachCategory: "There was an error removing the acronym\nfrom the category"
        case .listUsers: "There was an error getting the users"
        case .getUser: "There was an error getting the user"
        case .createUser: "There was a problem saving the user"
        case .userAcronyms: "There was an error getting the user\u{2019}s acronyms"
        case .login: "Could not log in. Check your credentials and try again"
        case .logout, .logoutEverywhere: "There was a problem logging out"
        case .listCategories: "There was an error getting the categories"
        case .getCategory: "There was an error getting the category"
        case .createCategory: "There was a problem saving the category"
        case .categoryAcronyms: "There was an error getting the category\u{2019}s acronyms"
        }
    }
}
