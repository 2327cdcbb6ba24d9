import Foundation
import TestSupport
import Testing

/// With logins, the TIL server makes whoever saves an acronym its user. The edit form of another
/// user's acronym says so before Save; the form of one's own does not.
@Suite(.offCooperativePool) struct AcronymTakeOverTests {
    @Test func anotherUsersAcronymSaysSavingMakesItYours() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (acronym, admin) = try stack.createAcronym()
        #expect(!(try stack.fetch(acronym + "/edit", cookie: admin).text.contains(#"id="takes-over""#)))

        let (created, _) = try stack.submit(
            "name=Zoe&username=zoe&password=secret", to: "/til/users", formAt: "/til/users/new", cookie: admin
        )
        #expect(created.status == 303, "\(created.text)")
        let zoe = try #require(try stack.logIn(as: "zoe", password: "secret").login.sessionCookie)
        let form = try stack.fetch(acronym + "/edit", cookie: zoe)
        #expect(form.status == 200)
        #expect(form.text.contains(#"id="takes-over""#), "\(form.text)")
        #expect(form.text.contains("saving it makes it yours"))
    }
}
