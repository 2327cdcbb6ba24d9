import Basics
import HTTPServer

/// One answer for one form submitted twice: a double click, or Save tapped again because a slow
/// page seemed stuck. Each POST form a page serves carries a one-time id in the field
/// ``fieldName``. A POST that repeats an id, with the same body, on the same session, while the first
/// is still being answered gets the first one's answer once it is ready, so the work is done once.
/// A first answer that is a redirect (the form did its work) is also kept for ``memory``, for a
/// repeat that comes after it. Any other answer (a refusal, a backend that could not be reached) is
/// forgotten when sent, so that sending the form again tries again; its body is remembered, though.
/// A refused form is shown again with its id, and once it goes through, the bodies refused under
/// that id get its redirect too: the refused POST sent again from the browser's history (Back, then
/// Resubmit) does not do the work a second time. A new body under a kept id is a new submission.
///
/// A browser that repeats a submission drops its first request and shows the answer to the second,
/// so the person sees what the first did. POSTs without the field (scripts, other tools) are not
/// matched. Answers are kept in this process only: instances behind one proxy each know their own.
public actor RepeatedSubmissions {
    public static let fieldName = "submission"
    /// How long a redirect stays the answer to a repeat of its submission, and a refused body is
    /// remembered.
    public static let memory = Duration.seconds(600)
    /// The most redirects kept, and refused bodies remembered, at once; the oldest are forgotten
    /// first.
    public static let capacity = 4096

    /// Answers being made, by session, submission and body.
    private var running: [String: Task<Response, Never>] = [:]
    /// Redirects kept, by session, submission and body.
    private var redirects: [String: Response] = [:]
    /// The bodies refused, by session and submission.
    private var refused: [String: Set<String>] = [:]
    /// A key kept, with when it was kept.
    private typealias Kept = (key: String, at: Duration)
    /// The kept redirects' keys and the refusals' keys, oldest first.
    private var keptRedirects: [Kept] = []
    private var keptRefusals: [Kept] = []
    private let clock: any CourierClock

    /// Submissions remembered by `clock`'s monotonic time.
    public init(clock: any CourierClock) { self.clock = clock }

    /// A new id for a form's ``fieldName`` field: 16 random bytes as hex.
    public nonisolated static func newID() -> String { SecureRandom.hex(16) }

    /// The answer to a POST of `body` with the submission id `submission` on the session `session`:
    /// the one `work` gives the first time, or the first's answer for a repeat.
    public func answer(
        session: String, submission: String, body: [UInt8], _ work: @escaping @Sendable () async -> Response
    ) async -> Response {
        forgetOld()
        let submitted = "\(session) \(submission)"
        let hash = SHA256.hash(body).hex
        let key = "\(submitted) \(hash)"
        if let redirect = redirects[key] { return redirect }
        if let first = running[key] { return await first.value }
        // A task of its own, so the work finishes for a repeat even when the first browser leaves.
        let first = Task { await work() }
        running[key] = first
        let answer = await first.value
        running[key] = nil
        let now = clock.uptime()
        if (300..<400).contains(answer.status.code) {
            for body in [hash] + (refused.removeValue(forKey: submitted) ?? []) {
                redirects["\(submitted) \(body)"] = answer
                keptRedirects.append(("\(submitted) \(body)", now))
            }
        } else if refused[submitted, default: []].insert(hash).inserted {
            keptRefusals.append((submitted, now))
        }
        forgetOld()
        return answer
    }

    private func forgetOld() {
        let now = clock.uptime()
        for (key, _) in Self.stale(&keptRedirects, now: now) { redirects[key] = nil }
        for (key, _) in Self.stale(&keptRefusals, now: now) { refused[key] = nil }
    }

    /// Takes out of `kept` what is older than ``memory`` or beyond ``capacity``, oldest first.
    private static func stale(_ kept: inout [Kept], now: Duration) -> [Kept] {
        let expired = kept.prefix { now - $0.at > memory }.count
        let count = max(expired, kept.count - capacity)
        defer { kept.removeFirst(count) }
        return Array(kept.prefix(count))
    }
}
