import Foundation
import Testing

@testable import courier_web

/// courier-web's settings hold tokens and a sessions URL's password; printed, dumped or shown by a failed test, they
/// show none of them.
@Suite struct SettingsSecretTests {
    private func everyRendering(_ value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value) \(String(reflecting: value)) \(dumped)"
    }

    @Test func courierWebsSettingsShowNoSecret() throws {
        let settings = try WebSettings(
            environment: [
                "AIRTABLE_TOKEN": "patSecretAirtable.0123", "GITHUB_TOKEN": "ghp_SecretGitHub0123",
                "COURIER_WEB_SESSIONS": "postgres://web:SecretSessions@db/web",
                "HOME": NSTemporaryDirectory(),
            ], hostname: "127.0.0.1", port: 8082)
        let shown = everyRendering(settings)
        for secret in ["patSecretAirtable", "ghp_SecretGitHub", "SecretSessions"] {
            #expect(!shown.contains(secret), "\(secret) in \(shown)")
        }
        #expect(shown.contains("127.0.0.1:8082"))
    }
}
