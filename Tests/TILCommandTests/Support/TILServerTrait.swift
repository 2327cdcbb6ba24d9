import Testing

/// Gives a suite (or one test) a `til-server` for all its tests (started before the first, stopped after the
/// last), reachable as ``RunningTILServer/current()``. Tests sharing it use unique names, so they
/// can run in parallel.
struct TILServerTrait: SuiteTrait, TestTrait, TestScoping {
    let auth: ServerAuth

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await RunningTILServer.withServer(auth: auth) { server in
            try await RunningTILServer.$shared.withValue(server) { try await function() }
        }
    }
}

extension Trait where Self == TILServerTrait {
    /// One shared `til-server` for the suite, with logins `on` (chapter 19) or `off` (chapter 11).
    static func tilServer(auth: ServerAuth) -> Self { TILServerTrait(auth: auth) }
}
