import Testing
import Web

/// A site answers to its addresses, `localhost` and the names it is given: a name that another
/// site's page made point at this machine (DNS rebinding) is not one of them.
struct AllowedHostsTests {
    @Test(arguments: [
        "127.0.0.1", "127.0.0.1:8082", "192.168.1.20:8082", "[::1]:8082", "localhost",
        "LOCALHOST:8082", "courier.lan:8082", "Courier.LAN", "proxy.example",
        // A fully qualified name ends in a dot, which names the same host.
        "localhost.", "localhost.:8082", "courier.lan.", "proxy.example.:8443",
    ])
    func namesItAnswersTo(host: String) {
        #expect(AllowedHosts(list: "courier.lan, proxy.example:8443").allows(host))
    }

    @Test(arguments: [
        "evil.example:8082", "rebind.attacker.test", "127.0.0.1.evil.example", "256.1.1.1", "1.2.3",
        "localhost.evil.example", "courier.lan.evil.example", "[::1", "sub.courier.lan", "[:]", "[:::::]",
        ".", "localhost..", "evil.example.",
    ])
    func namesItDoesNotAnswerTo(host: String) {
        #expect(!AllowedHosts(list: "courier.lan, proxy.example:8443").allows(host))
    }

    @Test func aRequestThatNamesNoHostIsServed() {
        #expect(AllowedHosts().allows(nil))
        #expect(AllowedHosts().allows(""))
    }
}
