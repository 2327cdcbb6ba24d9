import Foundation
import TestSupport
import Testing

/// Children started by the tests inherit only their standard streams: a test's socket or pipe that
/// leaked into another test's long-lived child stayed open for that child's life (a server never saw
/// its client close; a command's output never reached end of file).
@Suite struct InheritedDescriptorTests {
    #if os(Linux)
        @Test func aChildSeesOnlyItsStandardStreams() async throws {
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            let result = try await Command.run("/bin/ls", ["/proc/self/fd"], environment: [:])
            #expect(result.status == 0)
            // 0, 1, 2, and the directory ls itself opened to list them.
            let descriptors = result.stdout.split(separator: "\n").compactMap { Int($0) }
            #expect(descriptors.count == 4, "\(descriptors)")
        }
    #endif
}
