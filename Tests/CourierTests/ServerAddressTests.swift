import Courier
import Testing

/// A server address set by a person: http(s) with a host, spaces and trailing slashes ignored, a
/// suffix such as `/api` dropped; a query, a fragment or another scheme refused; blank is unset.
@Suite struct ServerAddressTests {
    @Test(
        arguments: [
            ("http://127.0.0.1:8080", nil, "http://127.0.0.1:8080"),
            ("  https://example.com/  ", nil, "https://example.com"),
            ("http://h:1/api/", "/api", "http://h:1"),
            ("http://h:1/prefix/api", "/api", "http://h:1/prefix"),
            ("http://[::1]:8081//", nil, "http://[::1]:8081"),
            ("HTTP://h", nil, "HTTP://h"),
        ] as [(String, String?, String)])
    func anAddressIsItsRoot(address: String, suffix: String?, root: String) {
        #expect(ServerAddress.url(address, dropping: suffix)?.absoluteString == root)
    }

    @Test(arguments: ["localhost:8080", "ftp://h", "http://", "http://h/?q=1", "http://h/#top", "h", ""])
    func whatIsNotAServerAddressIsRefused(address: String) {
        #expect(ServerAddress.url(address) == nil)
    }

    @Test func aBlankSettingIsNoSetting() {
        let environment = ["A": "  ", "B": "", "C": " http://h "]
        #expect(ServerAddress.setting("A", in: environment) == nil)
        #expect(ServerAddress.setting("B", in: environment) == nil)
        #expect(ServerAddress.setting("C", in: environment) == "http://h")
        #expect(ServerAddress.setting("D", in: environment) == nil)
    }

    /// A refused address quoted in a message shows no password or query (where tokens go).
    @Test(
        arguments: [
            ("http://tiluser:tilpass@127.0.0.1:1/?token=TILSECRET", "http://•••@127.0.0.1:1/?…"),
            ("https://a@b@host/x", "https://•••@host/x"),
            ("http://bob:pa/ss@localhost:8080", "http://•••@localhost:8080"),
            ("http://bob:se#cret@localhost:8080", "http://•••@localhost:8080"),
            ("http://bob:se?cret@localhost:8080/?q=1", "http://•••@localhost:8080/?…"),
            ("http://h/#top", "http://h/?…"),
            ("localhost:8080", "localhost:8080"),
            ("  http://h:1/api  ", "http://h:1/api"),
        ] as [(String, String)])
    func aQuotedAddressShowsNoSecret(address: String, shown: String) {
        #expect(ServerAddress.shown(address) == shown)
    }
}
