import Airtable
import Basics
import Courier
import Foundation
import GitHub
import MealLog
import TILClient
import Web

/// A service the pages depend on, as the down page names it: what it is, where, and how to start it.
struct Backend: Sendable {
    let name: String
    /// The service's URL as a page may show it: a password or a secret query value in it masked.
    let address: String
    let howToStart: String
    /// The name and the advice in Japanese, for the pages that speak it (the meal log's).
    var japanese: (name: String, howToStart: String)?

    init(
        name: String, address: String, howToStart: String, japanese: (name: String, howToStart: String)? = nil
    ) {
        self.name = name
        self.address = URL(string: address).map { Redaction.redactedURL($0) } ?? address
        self.howToStart = howToStart
        self.japanese = japanese
    }

    /// Where the service is and how to start it, in `language` when the backend has words for it.
    func startHint(_ language: Language = .english) -> HTML {
        if language == .japanese, let japanese {
            return """
                <p>\(japanese.name)(<code>\(address)</code>)に接続できないか、エラーが返されました。\
                \(japanese.howToStart)</p>
                """
        }
        return "<p>\(name) at <code>\(address)</code> could not be reached or failed. \(howToStart)</p>"
    }

    /// Where the service is, when it answered with a failure: starting it is no advice then.
    func failureNote(_ language: Language = .english) -> HTML {
        if language == .japanese, let japanese {
            return "<p>\(japanese.name)(<code>\(address)</code>)がエラーを返しました。</p>"
        }
        return "<p>\(name) at <code>\(address)</code> answered with a failure.</p>"
    }

    static func til(_ address: String) -> Backend {
        Backend(
            name: "The TIL server", address: address,
            howToStart: TILConfiguration.unreachableAdvice)
    }

    static func airtable(_ address: String) -> Backend {
        Backend(
            name: "The Airtable API", address: address,
            howToStart: AirtableConfiguration.unreachableAdvice,
            japanese: ("Airtable API", Messages(.japanese).airtableUnreachableAdvice))
    }

    static func github(_ address: String) -> Backend {
        Backend(
            name: "The GitHub API", address: address,
            howToStart: GitHubConfiguration.unreachableAdvice)
    }
}
