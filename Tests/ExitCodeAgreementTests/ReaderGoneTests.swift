import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reader that went away (`tool | head`) is not an error: every tool, writing to a pipe nobody
/// reads any more, ends with its own exit code instead of being killed by `SIGPIPE`.
@Suite struct ReaderGoneTests {
    @Test(arguments: Tool.allCases)
    func aToolWritingToAClosedPipeExitsAsItWould(_ tool: Tool) async throws {
        let home = try ScratchDirectory("\(tool.rawValue)-reader-gone")
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])  // the reader left before the first byte
        let writeEnd = ends[1]
        defer { close(writeEnd) }
        let child = try Spawn.start(
            try Executables.path(tool.rawValue), ["--help"],
            environment: tool.environment("http://127.0.0.1:9", home: home)
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, writeEnd)
        }
        let status = await OwnThread.run { () -> Int32 in
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            return status
        }
        let signalled = status & 0x7f
        #expect(signalled == 0, "\(tool) was killed by signal \(signalled)")
        #expect((status >> 8) & 0xff == ToolExit.success)
    }
}
