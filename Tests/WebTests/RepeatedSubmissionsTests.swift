import Basics
import HTTPServer
import TestSupport
import Testing
import Web

/// A form sent twice is answered once: repeats while the first is answered share its answer, a
/// redirect stays the answer for a while, anything else is forgotten when sent.
struct RepeatedSubmissionsTests {
    private static func redirect(_ run: Int) -> Response {
        Response(status: .seeOther, headers: ["location": "/planner/#order-\(run)"])
    }

    /// Sends the submission `submission` of `body` on `session` through `submissions`; the work
    /// counts its runs in `runs` and answers `status` (a redirect numbered by its run for 303).
    private func send(
        _ submissions: RepeatedSubmissions, _ runs: Locked<Int>, session: String = "session",
        submission: String = "form-1", body: String = "name=Glossary", status: Response.Status = .seeOther,
        gates: Gates? = nil
    ) async -> Response {
        await submissions.answer(session: session, submission: submission, body: Array(body.utf8)) {
            let run = runs.withLock {
                $0 += 1
                return $0
            }
            await gates?.wait("first")
            return status == .seeOther ? Self.redirect(run) : Response(status: status)
        }
    }

    @Test func repeatsWhileTheFirstIsAnsweredShareItsAnswer() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        let gates = Gates()
        let first = Task { await send(submissions, runs, gates: gates) }
        #expect(await eventually { gates.waitingCount == 1 })
        let repeats = (0..<4).map { _ in Task { await send(submissions, runs, gates: gates) } }
        // Time for the repeats to arrive while the first waits; any that came later would find its
        // redirect kept, so the outcome does not depend on how long this takes.
        for _ in 0..<100 { await Task.yield() }
        gates.open("first")
        #expect(await first.value.headers["location"] == "/planner/#order-1")
        for repeated in repeats { #expect(await repeated.value.headers["location"] == "/planner/#order-1") }
        #expect(runs.withLock { $0 } == 1)
    }

    @Test func aRedirectIsTheAnswerToALaterRepeatUntilItIsForgotten() async {
        let clock = ManualClock()
        let submissions = RepeatedSubmissions(clock: clock)
        let runs = Locked(0)
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-1")
        clock.advance(by: RepeatedSubmissions.memory)
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-1")
        #expect(runs.withLock { $0 } == 1)
        clock.advance(by: .seconds(1))
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-2")
    }

    @Test func anythingButARedirectIsForgottenSoTheFormCanBeSentAgain() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        for status: Response.Status in [.unprocessableEntity, .serviceUnavailable, .ok] {
            #expect(await send(submissions, runs, status: status).status == status)
        }
        #expect(runs.withLock { $0 } == 3)
    }

    @Test func anotherBodySessionOrFormIsAnotherSubmission() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        _ = await send(submissions, runs)
        #expect(
            await send(submissions, runs, body: "name=Glossary+2").headers["location"] == "/planner/#order-2")
        #expect(await send(submissions, runs, session: "other").headers["location"] == "/planner/#order-3")
        #expect(
            await send(submissions, runs, submission: "form-2").headers["location"] == "/planner/#order-4")
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-1")
    }

    /// A form refused and shown again keeps its id; once it goes through, the refused body sent again
    /// (the browser's Back, then Resubmit) gets the redirect, and the work is not done twice. A body
    /// never sent before under that id is still a new submission.
    @Test func aBodyRefusedUnderAnIdThatThenWentThroughGetsItsRedirect() async {
        let clock = ManualClock()
        let submissions = RepeatedSubmissions(clock: clock)
        let runs = Locked(0)
        let refused = await send(submissions, runs, body: "name=", status: .unprocessableEntity)
        #expect(refused.status == .unprocessableEntity)
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-2")
        #expect(await send(submissions, runs, body: "name=").headers["location"] == "/planner/#order-2")
        #expect(runs.withLock { $0 } == 2)
        #expect(await send(submissions, runs, body: "name=Other").headers["location"] == "/planner/#order-3")
        clock.advance(by: RepeatedSubmissions.memory + .seconds(1))
        #expect(await send(submissions, runs, body: "name=").headers["location"] == "/planner/#order-4")
    }

    /// While a first body is answered, another body of the same form waits for it, then is another
    /// submission.
    @Test func whileOneBodyIsAnsweredAnotherWaitsThenIsAnotherSubmission() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        let gates = Gates()
        let first = Task { await send(submissions, runs, gates: gates) }
        #expect(await eventually { gates.waitingCount == 1 })
        let other = Task { await send(submissions, runs, body: "name=Glossary+2", gates: gates) }
        for _ in 0..<100 { await Task.yield() }
        #expect(runs.withLock { $0 } == 1, "the other body waits for the first")
        gates.open("first")
        #expect(await first.value.headers["location"] == "/planner/#order-1")
        #expect(await other.value.headers["location"] == "/planner/#order-2")
    }

    /// A body refused under an id, sent again while another body of that id is answered, waits for it
    /// and gets its redirect when it goes through: it is not done a second time.
    @Test func aRefusedBodySentWhileTheFormGoesThroughGetsItsRedirect() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        let gates = Gates()
        _ = await send(submissions, runs, body: "name=", status: .serviceUnavailable)
        let fixed = Task { await send(submissions, runs, gates: gates) }
        #expect(await eventually { gates.waitingCount == 1 })
        let resent = Task { await send(submissions, runs, body: "name=", gates: gates) }
        for _ in 0..<100 { await Task.yield() }
        gates.open("first")
        #expect(await fixed.value.headers["location"] == "/planner/#order-2")
        #expect(await resent.value.headers["location"] == "/planner/#order-2")
        #expect(runs.withLock { $0 } == 2)
    }

    /// Each refused body is remembered for ``RepeatedSubmissions/memory`` from its own refusal.
    @Test func eachRefusedBodyIsRememberedForItsOwnTime() async {
        let clock = ManualClock()
        let submissions = RepeatedSubmissions(clock: clock)
        let runs = Locked(0)
        _ = await send(submissions, runs, body: "name=", status: .unprocessableEntity)
        clock.advance(by: .seconds(300))
        _ = await send(submissions, runs, body: "name=+", status: .unprocessableEntity)
        clock.advance(by: .seconds(301))
        #expect(await send(submissions, runs).headers["location"] == "/planner/#order-3")
        #expect(await send(submissions, runs, body: "name=+").headers["location"] == "/planner/#order-3")
        #expect(await send(submissions, runs, body: "name=").headers["location"] == "/planner/#order-4")
    }

    @Test func theOldestRedirectsAreForgottenBeyondTheCapacity() async {
        let submissions = RepeatedSubmissions(clock: ManualClock())
        let runs = Locked(0)
        for form in 0...RepeatedSubmissions.capacity {
            _ = await send(submissions, runs, submission: "form-\(form)")
        }
        let last = "form-\(RepeatedSubmissions.capacity)"
        #expect(await send(submissions, runs, submission: last).headers["location"] == "/planner/#order-4097")
        #expect(
            await send(submissions, runs, submission: "form-1").headers["location"] == "/planner/#order-2")
        #expect(
            await send(submissions, runs, submission: "form-0").headers["location"] == "/planner/#order-4098")
    }

    @Test func everyFormGetsItsOwnSubmissionID() {
        let ids = Set((0..<100).map { _ in RepeatedSubmissions.newID() })
        #expect(ids.count == 100)
        #expect(ids.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(ids.allSatisfy(RepeatedSubmissions.isID))
        for other in [
            "", "form-1", String(repeating: "A", count: 32), String(repeating: "a", count: 33),
            "０" + String(repeating: "a", count: 31),
        ] {
            #expect(!RepeatedSubmissions.isID(other), "\(other)")
        }
    }
}
