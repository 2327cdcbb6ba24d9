import Testing

@testable import TestSupport

/// A child given an environment of its own still carries the run's marker, by which `scripts/test`
/// stops what a crashed run left running; without a marker nothing is added.
@Suite struct SpawnMarkerTests {
    @Test func aChildsOwnEnvironmentKeepsTheRunsMarker() {
        let own = ["LOG_LEVEL": "warning", "HOME": "/tmp/x"]
        let marked = Spawn.marked(own, from: ["COURIER_TEST_RUN": "4242", "PATH": "/usr/bin"])
        #expect(marked == own.merging(["COURIER_TEST_RUN": "4242"]) { $1 })
        #expect(Spawn.marked(own, from: ["PATH": "/usr/bin"]) == own)
        #expect(
            Spawn.marked(["COURIER_TEST_RUN": "1"], from: ["COURIER_TEST_RUN": "2"]) == [
                "COURIER_TEST_RUN": "2"
            ])
    }
}
