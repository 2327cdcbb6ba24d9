import Foundation
import TILClient
import TILModels
import Testing

/// `TIL_API_URL`, `TIL_AUTH`, `XDG_CONFIG_HOME` and `HOME`.
@Suite struct ConfigurationTests {
    @Test func defaults() throws {
        let configuration = try TILConfiguration(environment: ["HOME": "/home/tim"])
        #expect(configuration.serverURL.absoluteString == "http://localhost:8080")
        #expect(configuration.apiURL.absoluteString == "http://localhost:8080/api/")
        #expect(configuration.authMode == .token)
        #expect(configuration.credentialsFile.path == "/home/tim/.config/til/credentials.json")
    }

    @Test func environmentOverrides() throws {
        let configuration = try TILConfiguration(environment: [
            "TIL_API_URL": "http://127.0.0.1:9123/api/", "TIL_AUTH": "off", "XDG_CONFIG_HOME": "/tmp/x",
            "HOME": "/home/tim",
        ])
        #expect(configuration.apiURL.absoluteString == "http://127.0.0.1:9123/api/")
        #expect(configuration.serverKey == "http://127.0.0.1:9123")
        #expect(configuration.authMode == .off)
        #expect(configuration.credentialsFile.path == "/tmp/x/til/credentials.json")
    }

    @Test func theAPIRootFollowsAChangedServer() throws {
        var configuration = try TILConfiguration(environment: ["HOME": "/home/tim"])
        configuration.serverURL = try #require(URL(string: "http://127.0.0.1:9124"))
        #expect(configuration.apiURL.absoluteString == "http://127.0.0.1:9124/api/")
        #expect(configuration.serverKey == "http://127.0.0.1:9124")
    }

    @Test func aRelativeXDGConfigHomeIsIgnored() throws {
        let configuration = try TILConfiguration(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
        #expect(configuration.credentialsFile.path == "/h/.config/til/credentials.json")
    }

    @Test func badValuesAreReported() {
        #expect(throws: TILError.self) {
            try TILConfiguration(environment: ["TIL_API_URL": "localhost:8080"])
        }
        #expect(throws: TILError.self) { try TILConfiguration(environment: ["TIL_API_URL": "ftp://x"]) }
        #expect(throws: TILError.self) { try TILConfiguration(environment: ["TIL_API_URL": "http://h/?x=1"]) }
        // Blank is unset, as for every client's address (`ServerAddress`).
        #expect(
            (try? TILConfiguration(environment: ["TIL_API_URL": "  "]))?.serverURL.absoluteString
                == TILConfiguration.defaultServerAddress)
        #expect(throws: TILError.self) { try TILConfiguration(environment: ["TIL_AUTH": "maybe"]) }
    }

    @Test func authModeValues() {
        for value in ["off", "OFF", "false", "0", "no", "none"] {
            #expect(AuthMode(environmentValue: value) == .off)
        }
        for value in [nil, "", "on", "true", "1", "yes"] {
            #expect(AuthMode(environmentValue: value) == .token)
        }
    }
}
