import Foundation
import Testing

@testable import til_server

/// til-server's options hold the admin's password and a database URL's: printed, dumped or shown by
/// a failed test, they show neither.
@Suite struct OptionsSecretTests {
    @Test func tilServersOptionsShowNoSecret() throws {
        let options = try ServerOptions.parse(
            ["--database", "postgres://til:SecretDatabase@db/til"],
            environment: ["TIL_ADMIN_PASSWORD": "SecretAdmin"])
        var dumped = ""
        dump(options, to: &dumped)
        let shown = "\(options) \(String(reflecting: options)) \(dumped)"
        for secret in ["SecretDatabase", "SecretAdmin"] { #expect(!shown.contains(secret), "\(shown)") }
    }
}
