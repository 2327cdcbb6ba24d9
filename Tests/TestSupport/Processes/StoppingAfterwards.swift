/// Runs `body` with `server`, then `stop`s it, whether `body` throws or not: the shape of every
/// `with…` helper that starts a server process for a test.
public func stoppingAfterwards<Server, Value: Sendable>(
    _ server: Server, stop: (Server) async -> Void, _ body: (Server) async throws -> Value
) async throws -> Value {
    do {
        let value = try await body(server)
        await stop(server)
        return value
    } catch {
        await stop(server)
        throw error
    }
}
