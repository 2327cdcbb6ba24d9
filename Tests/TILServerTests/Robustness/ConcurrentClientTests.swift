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
        var options = TILTestServer.Options()
        // No connection is closed for idleness before it is counted, however long a loaded machine
        // takes over the writes.
        options.connectionTimeout = .seconds(300)
        try await TILTestServer.run(backend, options: options) { server in
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
            // The writes overlapped: the client opens another connection only while its others are
            // busy, and the server keeps them all alive. How many depends on the machine's load.
            #expect(server.server.openConnectionCount >= 2)

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
