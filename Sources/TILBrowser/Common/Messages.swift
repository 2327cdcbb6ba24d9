import Basics
import TILModels

/// The app's messages about input, word for word (spec §12.5). Request failures carry their own
/// messages (``TILClient/TILOperation/failureMessage``).
public enum Messages {
    public static let nameRequired = "You must specify a name"
    public static let usernameRequired = "You must specify a username"
    public static let passwordRequired = "You must specify a password"
    /// A password longer than the server takes (``TILModels/CreateUserData/maximumPasswordBytes``).
    public static let passwordTooLong =
        "The password is too long: at most \(CreateUserData.maximumPasswordBytes) bytes (as many plain letters, fewer accented or other letters)"
    /// Why a new user was refused when another has the username (409): the detail under "There was
    /// a problem saving the user".
    public static func usernameTaken(_ username: String) -> String {
        "The username '\(username)' is already taken"
    }
    /// With logins, a username is sent before the first `:` of HTTP Basic credentials, so one that
    /// holds a colon could never log in.
    public static let usernameWithColon = "A username cannot contain ':', or it could never log in"
    /// Asked before a logout everywhere (``TILClient/TILSession/logout(everywhere:)``): every
    /// device's login of the user ends, and none comes back.
    public static func endEveryLogin(of username: String?) -> String {
        "End every login of \(username ?? "this user"), on every device, this one too?"
    }
    public static let acronymRequired = "You must specify an acronym!"
    /// An acronym is a word or two, listed and found by what it says: one with a line break in it
    /// is shown on one line and could not be found by what the list shows.
    public static let acronymOnOneLine = "An acronym must be on one line"
    public static let meaningRequired = "You must specify a meaning!"

    /// The acronym's two fields, as ``changedElsewhere(_:to:)`` names them.
    public enum AcronymField: String, Sendable {
        case acronym
        case meaning
    }

    /// Said of a field that another window changed, to another value than this form's, while the
    /// form was open (``AcronymEditorPresenter/save(short:long:openedAs:fresh:)``).
    public static func changedElsewhere(_ field: AcronymField, to value: String) -> String {
        EditClash.message(field.rawValue, now: value)
    }
    /// Said on the form of another user's acronym (``AcronymEditorMode/takesOver(as:)``).
    public static let savingTakesOver =
        "This acronym is another user's: saving it makes it yours, as the TIL server records whoever saves an acronym as its user."
    /// What an acronym whose short form is blank is called (``TILModels/Acronym/shownShort``).
    public static let noShortForm = "(no acronym)"
    public static let userRequired = "You must have a user to create an acronym!"
    public static let acronymWithoutIDNotUpdated = "There was an error updating the acronym"
    public static let acronymWithoutIDNotAdded =
        "There was an error adding the acronym\nto the category - the acronym has no ID"
    public static let acronymWithoutIDNotRemoved =
        "There was an error removing the acronym\nfrom the category - the acronym has no ID"
    /// A new category whose name another has already.
    public static func categoryExists(_ name: String) -> String {
        "There is a category called \(name) already"
    }
    public static let enterUsername = "Please enter your username"
    public static let enterPassword = "Please enter your password"
    public static let savedLoginUnusable = "Your saved login could not be used; please log in again"
}
