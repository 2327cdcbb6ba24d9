import Testing

@testable import courier_web

/// The page that says a backend is down names its address, without a password or a secret query
/// value that the configured URL may carry.
@Suite struct BackendAddressTests {
    @Test func credentialsInTheAddressAreMasked() {
        for backend in [
            Backend.til("http://ann:s3cret-pw@127.0.0.1:8080/"),
            Backend.github("http://ann:s3cret-pw@127.0.0.1:9000/?access_token=s3cret-pw"),
            Backend.airtable("http://ann:s3cret-pw@127.0.0.1:8181"),
        ] {
            #expect(!backend.address.contains("s3cret"), "\(backend.address)")
            #expect(!backend.startHint().description.contains("s3cret"))
            #expect(backend.address.contains("127.0.0.1"), "\(backend.address)")
        }
        #expect(Backend.til("http://127.0.0.1:8080").address == "http://127.0.0.1:8080")
    }
}
