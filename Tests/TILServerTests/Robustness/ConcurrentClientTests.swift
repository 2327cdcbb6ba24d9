import Courier
import Foundation
import TILModels
import Testing

/// Many clients writing at once lose nothing (spec §7's insertion order aside): 64 connections each
/// create acronyms concurrently, and afterwards every acknowledged acronym is there, once.
@Suite("Concurrent clients")
struct ConcurrentClientTests {
    static let connections = 64
    static let acronymsPerConnection = 6

    @Test(arguments: Backend.allCases)
    func sixtyFourConnectionsCreatingAcronymsLoseNothing(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let client = try await TestClient.connect(
                port: server.port, transport: try TestTransport.make(connections: Self.connections))
            let token = try await server.api.login()

            let created = try await withThrowingTaskGroup(of: [Acronym].self) { group in
                for connection in 0..<Self.connections {
                    group.addTask {
                        var mine: [Acronym] = []
                        for index in 0..<Self.acronymsPerConnection {
                            let response = try await client.send(
                                .post, "/api/acronyms",
                                json: #"{"short":"C\#(connection)-\#(index)","long":"x"}"#,
                                token: token)
                            try #require(response.status == 200, "\(response)")
                            mine.append(try response.decode(Acronym.self))
                        }
                        return mine
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            // Most of those connections were open at once (libmicrohttpd keeps them alive afterwards).
            #expect(server.server.openConnectionCount >= Self.connections / 2)

            let total = Self.connections * Self.acronymsPerConnection
            #expect(created.count == total)
            #expect(Set(created.compactMap(\.id)).count == total)
            let stored = try await server.api.get([Acronym].self, "/api/acronyms")
            #expect(stored.count == total)
            #expect(Set(stored) == Set(created))
            // Each connection's acronyms are listed in the order it created them.
            for connection in 0..<Self.connections {
                let mine = stored.map(\.short).filter { $0.hasPrefix("C\(connection)-") }
                #expect(mine == (0..<Self.acronymsPerConnection).map { "C\(connection)-\($0)" })
            }
        }
    }
}
