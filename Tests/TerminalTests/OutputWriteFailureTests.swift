import Basics
import Foundation
import Terminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Output that could not all be written (a full disk: `/dev/full`) is an error and exit 1, so a
/// script never takes a cut file for a whole one.
@MainActor @Suite struct OutputWriteFailureTests {
    #if os(Linux)
        private func run(_ arguments: String..., environment: [String: String] = ["GREETING": "Hello"])
            async throws
            -> (code: ExitCode, errors: String)
        {
            let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
            try #require(full >= 0)
            defer { close(full) }
            let errors = TextBuffer()
            let console = Console(
                output: FileDescriptorSink(descriptor: full), errors: errors, input: ScriptedLines([]))
            let code = await GreeterTool.run(arguments: arguments, environment: environment, console: console)
            return (code, errors.text)
        }

        @Test func aFullDiskIsAnErrorAfterACommandThatWorked() async throws {
            let result = try await run("say", "Ann")
            #expect(result.code == .failure)
            #expect(result.errors == "Oops: The output could not all be written\n  No space left on device\n")
        }

        @Test func inJSONItIsTheErrorLine() async throws {
            let result = try await run("say", "Ann", "--json")
            #expect(result.code == .failure)
            #expect(
                result.errors
                    == #"{"error":{"exitCode":1,"kind":"input","message":"The output could not all be written","reason":"No space left on device"}}"#
                    + "\n")
        }

        @Test func helpAndCommandsWithoutSettingsAreCheckedToo() async throws {
            #expect(try await run("--help").code == .failure)
            #expect(try await run("schema").code == .failure)
        }
    #endif
}
