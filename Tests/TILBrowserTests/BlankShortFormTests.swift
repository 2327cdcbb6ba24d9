import Foundation
import TILBrowser
import TILModels
import Testing

/// An acronym saved with a blank short form (the book's API accepts one) is named "(no acronym)" in
/// every outcome a front end shows, never with nothing where its name goes.
@Suite struct BlankShortFormTests {
    let blank = Acronym(short: " ", long: "Nothing at all", userID: UUID())

    @Test func everyOutcomeNamesIt() {
        let name = Messages.noShortForm
        #expect(Messages.saved(blank, created: true) == "Created acronym \(name)")
        #expect(Messages.nothingToChange(in: blank) == "Nothing to change in \(name)")
        #expect(Messages.deleted(blank) == "Deleted acronym \(name)")
    }
}
