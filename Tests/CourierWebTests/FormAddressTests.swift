import Foundation
import TestSupport
import Testing

/// The address a refused form is shown at (its POST address), opened as a page, leads to the form
/// it came from rather than to "There is no page here".
@Suite(.offCooperativePool) struct FormAddressTests {
    @Test func aFormsPostAddressOpenedAsAPageLeadsToTheForm() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let addresses = [
            ("/planner/orders", "/planner/orders/new"), ("/meallog/meals", "/meallog/meals/new"),
            ("/meallog/meals/recAAAAAAAAAAAAAA", "/meallog/meals/recAAAAAAAAAAAAAA/edit"),
            ("/til/acronyms", "/til/acronyms/new"),
        ]
        for (address, form) in addresses {
            let answer = try stack.fetch(address)
            #expect(answer.status == 303, "\(address)")
            #expect(answer.header("location") == form, "\(address)")
        }
        let odd = try stack.fetch("/meallog/meals/a%2F%2Fevil.example")
        #expect(odd.header("location") == "/meallog/meals/a%2F%2Fevil%2Eexample/edit", "stays on this site")
    }

    /// An address asked for with a method it does not take is 405 with the methods it takes, in
    /// the visitor's language; one with no page at all is still 404. `OPTIONS` lists the methods.
    @Test func aMethodAnAddressDoesNotTakeIsNotAllowed() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let put = try stack.fetch("/planner/", method: "PUT")
        #expect(put.status == 405)
        #expect(put.header("allow") == "GET, HEAD, OPTIONS")
        #expect(put.text.contains("This address does not take PUT requests."), "\(put.text)")
        #expect(put.header("content-security-policy") != nil, "the site's security headers")
        let list = try stack.fetch("/til/acronyms", method: "DELETE")
        #expect(list.status == 405)
        #expect(list.header("allow") == "GET, HEAD, OPTIONS, POST")
        #expect(try stack.fetch("/planner/nowhere", method: "PUT").status == 404)
        let options = try stack.fetch("/til/acronyms", method: "OPTIONS")
        #expect(options.status == 204)
        #expect(options.header("allow") == "GET, HEAD, OPTIONS, POST")
    }
}
