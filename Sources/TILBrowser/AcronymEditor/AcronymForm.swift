import TILModels

/// What the Create/Edit Acronym screen shows.
public struct AcronymForm: Sendable, Equatable {
    public static let createTitle = "Create An Acronym"
    public static let editTitle = "Edit Acronym"

    /// "Create An Acronym" or "Edit Acronym".
    public var title: String
    /// The short form to prefill.
    public var short: String
    /// The meaning to prefill.
    public var long: String
    /// Whether the screen has the User row (only when the server has no logins).
    public var showsUserPicker: Bool
    /// The owner picked, `nil` when there is none (for example when there are no users).
    public var selectedUser: User?

    public init(
        title: String, short: String = "", long: String = "", showsUserPicker: Bool, selectedUser: User? = nil
    ) {
        self.title = title
        self.short = short
        self.long = long
        self.showsUserPicker = showsUserPicker
        self.selectedUser = selectedUser
    }
}
