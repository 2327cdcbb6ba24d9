import Basics
import HTTPServer

/// One answer for one form submitted twice: a double click, or Save tapped again because a slow
/// page seemed stuck. Each POST form a page serves carries a one-time id in the field
/// ``fieldName``. A POST that repeats an id, with the same body, on the same session, while the first
/// is still being answered gets the first one's answer once it is ready, so the work is done once;
/// with another body, it waits for the first, so the POSTs of one form are answered one at a time.
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

    /// The answer being made under each session and submission, with its body's hash: the POSTs of
    /// one form are answered one at a time.
    private var running: [String: (body: String, task: Task<Response, Never>)] = [:]
    /// Redirects kept, by session, submission and body.
    private var redirects: [String: Response] = [:]
    /// The bodies refused, by session and submission.
    private var refused: [String: Set<String>] = [:]
    /// A redirect's key (session, submission and body) or a refused body (session and submission,
    /// and the body), with when it was kept.
    private typealias Kept = (key: String, body: String, at: Duration)
    /// The kept redirects and refused bodies, oldest first.
    private var keptRedirects: [Kept] = []
    private var keptRefusals: [Kept] = []
    private let clock: any CourierClock

    /// Submissions remembered by `clock`'s monotonic time.
    public init(clock: any CourierClock) { self.clock = clock }

    /// A new id for a form's ``fieldName`` field: 16 random bytes as hex.
    public nonisolated static func newID() -> String { SecureRandom.hex(16) }

    /// Whether `text` is an id ``newID()`` could have made (32 lowercase hex digits): anything else
    /// in the field is not matched, so that no POST makes this keep a text of its choosing.
    public nonisolated static func isID(_ text: String) -> Bool {
        text.utf8.count == 32 && text == text.lowercased() && [UInt8](hex: text) != nil
    }

    /// The answer to a POST of `body` with the submission id `submission` on the session `session`:
    /// the one `work` gives the first time, or the first's answer for a repeat.
    public func answer(
        session: String, submission: String, body: [UInt8], _ work: @escaping @Sendable () async -> Response
    ) async -> Response {
        forgetOld()
        let submitted = "\(session) \(submission)"
        let hash = SHA256.hash(body).hex
        while true {
            if let redirect = redirects["\(submitted) \(hash)"] { return redirect }
            guard let first = running[submitted] else { break }
            // The same body shares the first's answer; another waits for it, then looks again (the
            // first may have gone through, and this body been refused under the same id before).
            if first.body == hash { return await first.task.value }
            _ = await first.task.value
        }
        // A task of its own, so the work finishes for a repeat even when the first browser leaves;
        // what it leads to is settled before its answer is given, so a POST waiting for it finds it.
        let first = Task {
            let answer = await work()
            settle(submitted, body: hash, answer)
            return answer
        }
        running[submitted] = (hash, first)
        return await first.value
    }

    /// Keeps a redirect for its body and for the bodies refused before under the same id, or
    /// remembers a refused body.
    private func settle(_ submitted: String, body hash: String, _ answer: Response) {
        running[submitted] = nil
        let now = clock.uptime()
        if (300..<400).contains(answer.status.code) {
            for body in (refused.removeValue(forKey: submitted) ?? []).union([hash]) {
                redirects["\(submitted) \(body)"] = answer
                keptRedirects.append(("\(submitted) \(body)", body, now))
            }
        } else if refused[submitted, default: []].insert(hash).inserted {
            keptRefusals.append((submitted, hash, now))
        }
        forgetOld()
    }

    private func forgetOld() {
        let now = clock.uptime()
        for kept in Self.stale(&keptRedirects, now: now) { redirects[kept.key] = nil }
        for kept in Self.stale(&keptRefusals, now: now) {
            refused[kept.key]?.remove(kept.body)
            if refused[kept.key]?.isEmpty == true { refused[kept.key] = nil }
        }
    }

    /// Takes out of `kept` what is older than ``memory`` or beyond ``capacity``, oldest first.
    private static func stale(_ kept: inout [Kept], now: Duration) -> [Kept] {
        let expired = kept.prefix { now - $0.at > memory }.count
        let count = max(expired, kept.count - capacity)
        defer { kept.removeFirst(count) }
        return Array(kept.prefix(count))
    }
}
