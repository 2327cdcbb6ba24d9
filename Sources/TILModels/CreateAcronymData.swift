import Foundation

/// The body of `POST /api/acronyms` and `PUT /api/acronyms/:id`.
///
/// With authentication on, the owner is the caller and `userID` is omitted; with it off
/// (the book's chapter 11 API) the body names the owner.
public struct CreateAcronymData: Codable, Hashable, Sendable {
    public var short: String
    public var long: String
    public var userID: UUID?

    public init(short: String, long: String, userID: UUID? = nil) {
        self.short = short
        self.long = long
        self.userID = userID
    }
}
