import Foundation
import Testing

@testable import Airtable

/// `AIRTABLE_TOKEN` / `AIRTABLE_API_KEY` / `AIRTABLE_ENDPOINT_URL` and the local token file.
@Suite struct ConfigurationTests {
    private let real = AirtableConfiguration.realEndpoint
    private let local = AirtableConfiguration.localEndpoint

    private func temporaryHome(token: String?) throws -> [String: String] {
        let home = FileManager.default.temporaryDirectory.appending(
            path: "airtable-config-\(UUID().uuidString)")
        if let token {
            let file = AirtableConfiguration.localTokenFile(["HOME": home.path])
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((token + "\n").utf8).write(to: file)
        }
        return ["HOME": home.path]
    }

    @Test func tokenPrecedence() throws {
        let both = try AirtableConfiguration.fromEnvironment(
            ["AIRTABLE_TOKEN": "patA", "AIRTABLE_API_KEY": "patB"], defaultEndpoint: real)
        #expect(both.token == "patA")
        let key = try AirtableConfiguration.fromEnvironment(
            ["AIRTABLE_API_KEY": " patB \n"], defaultEndpoint: real)
        #expect(key.token == "patB")
        #expect(key.endpoint == real)
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
        #expect(error?.type == AirtableError.configuration)
        #expect(error?.message.contains("AIRTABLE_ENDPOINT_URL") == true)
    }

    @Test func localTokenFileOnlyForLoopback() throws {
        let environment = try temporaryHome(token: "patLOCAL")
        #expect(
            try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local).token == "patLOCAL"
        )
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: real)
        }
        #expect(error?.message.contains("AIRTABLE_TOKEN") == true)
    }

    @Test func noTokenAnywhere() throws {
        let environment = try temporaryHome(token: nil)
        let error = #expect(throws: AirtableError.self) {
            _ = try AirtableConfiguration.fromEnvironment(environment, defaultEndpoint: local)
        }
        #expect(error?.type == AirtableError.configuration)
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

    @Test func descriptionNeverShowsTheToken() {
        let configuration = AirtableConfiguration(token: "patSECRET.abcdef")
        #expect(!"\(configuration)".contains("SECRET"))
        #expect(!String(reflecting: configuration).contains("SECRET"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("SECRET"))
    }
}
