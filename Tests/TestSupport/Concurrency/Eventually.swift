import Foundation

/// Waits in a test for work elsewhere (another task, thread or process) to happen: looks at
/// `condition` every few milliseconds, handing control over in between, until it holds or `timeout`
/// has passed. Returns whether it held. The timeout only bounds a hang, never decides a result: on
/// a loaded machine the wait just takes longer. Three minutes by default: with the whole suite
/// starting at once on two cores, work waited for that needs one of Swift's two cooperative
/// threads (a server's handler) queues behind every test's first steps, for more than a minute.
public func eventually(
    within timeout: Duration = .seconds(180), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}

/// ``eventually(within:isolation:_:)`` for a test that is not `async`: it sleeps its own thread
/// between looks.
public func eventuallyBlocking(within timeout: Duration = .seconds(180), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}
