import Foundation
import Synchronization
import TestSupport
import Testing

/// With the server unreachable, or stopped in the middle of a command, `planner` says so and exits 5,
/// and nothing is half-written.
@Suite(.offCooperativePool)
struct ServerDownTests {
    @Test func anUnreachableServerExitsFive() async throws {
        let port = try RefusingPort()
        let endpoint = try #require(URL(string: "http://127.0.0.1:\(port.port)"))
        let planner = try PlannerRunner(endpoint: endpoint)
        let result = try await planner.run("list")
        #expect(result.status == ToolExit.unavailable, "\(result)")
        #expect(result.stderr.contains("The Airtable server could not be reached"), "\(result)")
        #expect(result.stderr.contains("Start airtable-local with scripts/up"), "what to do: \(result)")
        let json = try await planner.run("add", "--name", "X", "--json")
        #expect(json.status == ToolExit.unavailable, "\(json)")
        #expect(json.stderr.contains(#""exitCode":5"#), "\(json)")
    }

    /// The menus say what to do about an unreachable Airtable as the one-shot commands do.
    @Test func theMenusSayHowToStartTheServer() async throws {
        let port = try RefusingPort()
        let endpoint = try #require(URL(string: "http://127.0.0.1:\(port.port)"))
        let planner = try PlannerRunner(endpoint: endpoint)
        let result = try await planner.run("interactive", input: "q\n")
        #expect(result.stderr.contains("The Airtable server could not be reached"), "\(result)")
        #expect(result.stderr.contains("Start airtable-local with scripts/up"), "what to do: \(result)")
    }

    /// An order whose screen could not be read (the server failed just then) is not acted on: the
    /// menu goes back to the list, rather than offering to edit or mark an order it never showed.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func anOrderThatCouldNotBeReadIsNotOffered() async throws {
        let schema = try await Servers.plannerSchema()
        try await AirtableHarness.process(schema: schema) { server in
            let planner = try PlannerRunner(server)
            let created = try await planner.direct {
                try await $0.create(OrderFieldsJSON(name: "Unseen", customer: "acme", fee: 10))
            }
            let proxy = try ForwardingProxy(
                to: server.url, interrupts: { $0.method == "GET" && $0.path.contains(created.id) },
                interruption: {})
            defer { proxy.stop() }
            let throughProxy = try PlannerRunner(endpoint: proxy.url)
            let transcript = try await throughProxy.runAtTerminal(steps: [
                .expect("orders: "), .type("1"), .expect("Error: "), .expect("orders: "), .type("x"),
                .expect("orders: "), .type("q"), .expect("Bye."),
            ])
            #expect(transcript.status == ToolExit.success, "\(transcript)")
            #expect(!transcript.text.contains("e edit · x done/open"), "\(transcript)")
            let stored = try await planner.direct { try await $0.get(created.id).fields }
            #expect(stored.done != true)
        }
    }

    /// `planner edit` reads the order, then sends its PATCH; the server is stopped between the two
    /// (records in a file, so the restarted server shows what was stored).
    @Test func aServerStoppedMidEditExitsFiveAndLeavesTheOrderAsItWas() async throws {
        let directory = try ScratchDirectory("planner-mid-command")
        let data = directory.appending("airtable.sqlite").path
        let schema = try await Servers.plannerSchema()
        let pacer = Pacer()
        let id = try await AirtableHarness.process(schema: schema, data: data) { server in
            let planner = try PlannerRunner(server, pacer: pacer)
            let created = try await planner.direct {
                try await $0.create(OrderFieldsJSON(name: "Kept", customer: "acme", fee: 10))
            }
            let stopped = Mutex(false)
            let proxy = try ForwardingProxy(
                to: server.url, interrupts: { $0.method == "PATCH" },
                interruption: {
                    let semaphore = DispatchSemaphore(value: 0)
                    // Off the cooperative pool, which a loaded machine's other tests may keep busy
                    // past the planner's wait for an answer.
                    Task(executorPreference: ThreadPerJobExecutor.shared) {
                        await server.stop()
                        semaphore.signal()
                    }
                    semaphore.wait()
                    stopped.withLock { $0 = true }
                })
            defer { proxy.stop() }
            let throughProxy = try PlannerRunner(endpoint: proxy.url, pacer: pacer)
            let result = try await throughProxy.run("edit", created.id, "--name", "Half", "--fee", "99")
            #expect(result.status == ToolExit.unavailable, "\(result)")
            #expect(
                result.stderr.contains("did not say whether the change was made: look at the orders"),
                "the PATCH was sent and no answer came: \(result)")
            #expect(stopped.withLock { $0 })
            return created.id
        }
        try await AirtableHarness.process(schema: schema, data: data) { server in
            let planner = try PlannerRunner(server, pacer: pacer)
            let stored = try await planner.direct { try await $0.get(id).fields }
            #expect(stored == OrderFieldsJSON(name: "Kept", customer: "acme", fee: 10))
        }
    }
}
