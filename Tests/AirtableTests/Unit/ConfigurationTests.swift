import AirtableModel
import Foundation
import TestSupport
import Testing

@testable import Airtable

/// `AIRTABLE_TOKEN` / `AIRTABLE_API_KEY` / `AIRTABLE_ENDPOINT_URL` and the local token file.
@Suite struct ConfigurationTests {
    private let real = AirtableConfiguration.realEndpoint
    private let local = AirtableConfiguration.localEndpoint

    /// A home directory (removed with the returned scratch directory), with a local token file
    /// holding `token` if one is given.
    private func temporaryHome(token: String?) throws -> (ScratchDirectory, [String: String]) {
        let home = try ScratchDirectory("airtable-config")
        let environment = ["HOME": home.url.path]
        if let token {
            let file = AirtableConfiguration.localTokenFile(environment)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((token + "\n").utf8).write(to: file)
        }
        return (home, environment)
    }

    @Test func tokenPrecedence() throws {
        let both = try AirtableConfiguration.fromEnvironment(
            ["AIRTABLE_TOKEN": "patA", "AIRTABLE_API_KEY": "patB"], defaultEndpoint: real)
        #expect(both.token == "patA")
        let key = try AirtableConfiguration.fromEnvironment(["AIRTABLE_API_KEY": " patB \n"])
        #expect(key.token == "patB")
        #expect(key.endpoint == real)  // real Airtable unless another default is given
    }

    @Test func endpointFromTheEnvironmentWithOrWithoutV0() throws {
        for value in ["http://127.0.0.1:9999", "http://127.0.0.1:9999/", "http://127.0.0.1:9999/v0/"] {
            let configuration = try AirtableConfiguration.fromEnvironment(
                ["AIRTABLE_TOKEN": "pat", "AIRTABLE_ENDPOINT_URL": value], defaultEndpoint: real)
            #expect(configuration.endpoint.absoluteString == "http://127.0.0.1:9999")
            #expect(configuration.apiBase.absoluteString == "http://127.0.0.1:9999/v0/")
        }
    }

    @Test func aBadEndpointIsAClearError() {
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(
                ["AIRTABLE_TOKEN": "pat", "AIRTABLE_ENDPOINT_URL": "ftp:/x"], defaultEndpoint: real)
        }
        #expect(error?.type == .configuration)
        #expect(error?.message.contains("AIRTABLE_ENDPOINT_URL") == true)
        // A query would be lost from every request, as for every client's address (`ServerAddress`).
        #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(
                ["AIRTABLE_TOKEN": "pat", "AIRTABLE_ENDPOINT_URL": "http://127.0.0.1:1/?x=1"],
                defaultEndpoint: real)
        }
    }

    @Test func localTokenFileOnlyForLoopback() throws {
        let (home, environment) = try temporaryHome(token: "patLOCAL")
        defer { withExtendedLifetime(home) {} }
        #expect(
            try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local).token == "patLOCAL"
        )
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: real)
        }
        #expect(error?.message.contains("AIRTABLE_TOKEN") == true)
    }

    /// The token file is read as a secret: one others could read is made `0600`; one that is not
    /// a regular file (a FIFO would block, a device never end) is a clear error.
    @Test func theLocalTokenFileIsReadAsASecret() throws {
        let (home, environment) = try temporaryHome(token: "patLOCAL")
        defer { withExtendedLifetime(home) {} }
        let file = AirtableConfiguration.localTokenFile(environment)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(
            try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local).token == "patLOCAL"
        )
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local)
        }
        #expect(error?.type == .configuration)
        #expect(error?.message.contains("not a regular file") == true, "\(String(describing: error))")
    }

    /// A token file that is not text says so in the tool's language, the whole sentence.
    @Test func aTokenFileThatIsNotTextIsSaidSoInJapanese() throws {
        let (home, environment) = try temporaryHome(token: nil)
        defer { withExtendedLifetime(home) {} }
        let file = AirtableConfiguration.localTokenFile(environment)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x70, 0x61, 0x74, 0xFF, 0xFE]).write(to: file)
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(
                environment, defaultEndpoint: local, language: .japanese)
        }
        #expect(error?.message.hasSuffix("を読めません：UTF-8 のテキストではありません") == true, "\(String(describing: error))")
    }

    @Test func noTokenAnywhere() throws {
        let (home, environment) = try temporaryHome(token: nil)
        defer { withExtendedLifetime(home) {} }
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local)
        }
        #expect(error?.type == .configuration)
        #expect(error?.message.contains("scripts/up") == true)
    }

    @Test func tokenFileLocation() {
        #expect(
            AirtableConfiguration.localTokenFile(["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).path
                == "/x/cfg/courier/airtable-local.token")
        #expect(
            AirtableConfiguration.localTokenFile(["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path
                == "/h/.config/courier/airtable-local.token")
    }

    @Test func neitherTheConfigurationNorTheClientShowsTheToken() {
        let configuration = AirtableConfiguration(token: "patSECRET.abcdef")
        let client = AirtableClient(configuration)
        for text in renderings(of: configuration) + renderings(of: client)
            + renderings(of: client.base("appX"))
        {
            #expect(!text.contains("SECRET"))
        }
        #expect("\(configuration)".contains("api.airtable.com"))
    }
}
