import Basics
import Foundation
import TILBrowser
import TILClient
import TILModels
import Terminal

/// The confirmations of `til`'s writes, for one-shot commands and interactive menus alike.
extension Output {
    /// "Created acronym OMG (id)" or "Saved …", or the acronym as JSON.
    func savedAcronym(_ acronym: Acronym, created: Bool) {
        done("\(Messages.saved(acronym, created: created)) (\(idText(acronym.id)))", json: acronym)
    }

    /// "Added OMG to Internet" or "OMG is already in Internet", or `{"acronym","category","result"}`.
    func categoryLink(_ outcome: AddToCategoryOutcome, of acronym: Acronym) {
        let sentence = Messages.linked(outcome, acronym)
        switch outcome {
        case .added(let category): categoryLink(sentence, acronym, category, result: "added")
        case .alreadyAttached(let category):
            categoryLink(sentence, acronym, category, result: "alreadyAttached")
        }
    }

    /// "Removed OMG from Internet" or "OMG is not in Internet", or `{"acronym","category","result"}`.
    func categoryLink(_ outcome: RemoveFromCategoryOutcome, of acronym: Acronym) {
        let sentence = Messages.unlinked(outcome, acronym)
        switch outcome {
        case .removed(let category): categoryLink(sentence, acronym, category, result: "removed")
        case .notAttached(let category): categoryLink(sentence, acronym, category, result: "notAttached")
        }
    }

    /// "Logged out", and when the server may still accept the token, a line that says why; with no
    /// login saved, that none was; or
    /// `{"loggedOut":true,"token":"revoked"|"none"|"stillValid","reason"?}`, with
    /// `"everywhere":true` after `--everywhere`.
    func loggedOut(_ outcome: LogoutOutcome, everywhere: Bool = false) {
        let flag: Bool? = everywhere ? true : nil
        switch outcome {
        case .revoked:
            done(
                everywhere ? "Logged out everywhere" : "Logged out",
                json: LogoutJSON(token: "revoked", everywhere: flag))
        case .nothingSaved:
            // Nothing was ended: "Logged out" would say something happened.
            done(
                everywhere ? "\(Self.noLoginEnded): log in first." : "Not logged in: no login was saved.",
                json: LogoutJSON(token: "none", everywhere: flag))
        case .stillValid(let reason, _):
            done("Logged out", json: LogoutJSON(token: "stillValid", reason: reason, everywhere: flag))
            line(untrusted: "\(Self.mayStillAccept(everywhere: everywhere)): \(reason).")
        }
    }

    /// A logout everywhere that did not end the user's other logins, as the failure it is (for its
    /// exit code and its JSON error line); `nil` for any other logout.
    static func failure(of outcome: LogoutOutcome, everywhere: Bool) -> Alert? {
        guard everywhere else { return nil }
        return switch outcome {
        case .revoked: nil
        case .nothingSaved: Alert(message: noLoginEnded, kind: .authentication)
        case .stillValid(let reason, let kind):
            Alert(message: mayStillAccept(everywhere: true), detail: reason, kind: kind)
        }
    }

    private static let noLoginEnded = "No login was saved, so none was ended on the server"

    private static func mayStillAccept(everywhere: Bool) -> String {
        "The server may still accept \(everywhere ? "this user\u{2019}s logins" : "the saved token")"
    }

    /// A saved record's id for confirmations.
    func idText(_ id: UUID?) -> String { id?.uuidString ?? "no id" }

    private func categoryLink(
        _ text: String, _ acronym: Acronym, _ category: TILModels.Category, result: String
    ) {
        done(text, json: CategoryLinkJSON(acronym: acronym, category: category, result: result))
    }
}

/// `til acronyms add-category|remove-category --json`: the pair and what happened to their link.
private struct CategoryLinkJSON: Encodable {
    let acronym: Acronym
    let category: TILModels.Category
    let result: String
}

/// `til logout --json`: the login is gone here; `token` says what became of it on the server.
private struct LogoutJSON: Encodable {
    let loggedOut = true
    let token: String
    var reason: String?
    var everywhere: Bool?
}
