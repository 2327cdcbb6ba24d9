#if os(Linux)
    import Courier
    import Foundation
    import TestSupport
    import Testing

    /// Tasks that prefer `CurlTransport.taskExecutor` run on the transport's event-loop thread: many of
    /// them send concurrently without a thread switch, cancellation still aborts a transfer, and they
    /// carry on on the global pool once the transport is gone.
    @Suite struct TaskExecutorTests {
        private static func transport(loops: Int = 1) throws -> CurlTransport {
            var configuration = CurlTransport.Configuration()
            configuration.eventLoopCount = loops
            configuration.timeout = .seconds(120)
            return try CurlTransport(configuration: configuration)
        }

        @Test(arguments: [1, 2])
        func concurrentTasksOnTheLoopAllGetTheirResponses(loops: Int) async throws {
            let server = try LoopbackHTTPServer()
            let transport = try Self.transport(loops: loops)
            let onLoop = try await withTaskExecutorPreference(transport.taskExecutor) {
                try await withThrowingTaskGroup(of: [Bool].self) { group in
                    for task in 0..<16 {
                        group.addTask {
                            var seen: [Bool] = []
                            for index in 0..<20 {
                                let path = index % 5 == 0 ? "/delay/2" : "/echo?task=\(task)&index=\(index)"
                                let response = try await transport.send(.get, server.url(path))
                                #expect(response.status == 200)
                                seen.append(transport.isOnEventLoopThread)
                            }
                            return seen
                        }
                    }
                    return try await group.reduce(into: []) { $0 += $1 }
                }
            }
            #expect(onLoop.count == 16 * 20)
            #expect(onLoop.allSatisfy { $0 }, "\(onLoop.filter { !$0 }.count) resumed off the loop thread")
            #expect(transport.hasNoHandlesInUse)
        }

        @Test func cancellingATaskOnTheLoopAbortsItsTransfer() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try Self.transport()
            let executor = transport.taskExecutor
            let task = Task(executorPreference: executor) {
                try await transport.send(.get, server.url("/never"))
            }
            try await Task.sleep(for: .milliseconds(50))
            let cancelled = ContinuousClock.now
            task.cancel()
            let error = await #expect(throws: TransportError.self) { try await task.value }
            #expect(error?.kind == .cancelled)
            // Well below the transport's 120 s timeout; the margin is for a loaded machine, where the
            // test resumes only when the cooperative pool, which the rest of the suite keeps busy, has
            // a thread for it.
            #expect(ContinuousClock.now - cancelled < .seconds(90))
            let next = try await withTaskExecutorPreference(executor) {
                try await transport.send(.get, server.url("/echo"))
            }
            #expect(next.status == 200)
        }

        @Test func tasksMoveToTheGlobalPoolOnceTheTransportIsGone() async throws {
            var transport: CurlTransport? = try Self.transport()
            let executor = try #require(transport?.taskExecutor)
            transport = nil
            try await Task.sleep(for: .milliseconds(50))  // the loop thread ends
            let answer = await withTaskExecutorPreference(executor) {
                await Task.yield()
                return 42
            }
            #expect(answer == 42)
        }
    }
#endif
