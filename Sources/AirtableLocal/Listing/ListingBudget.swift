import AirtableFormula
import AirtableModel
import Basics
import HTTPServer

/// The most one listing may work: `limit` of time on the store's clock from when it starts, and
/// only while its client is still connected. Its formulas (filters, formula fields, sort keys)
/// evaluate on ``evaluation``, which stops them once either runs out; the listing then answers
/// an error instead of records (``check(filtering:)``).
struct ListingBudget {
    /// Why the listing stopped.
    enum Stop {
        /// It took longer than `limit`: 422 (a retry would take as long).
        case timeUp
        /// Its client closed the connection: nobody reads the answer.
        case clientGone
    }

    /// Where the reason is kept once found (the budget asks from inside evaluation).
    private final class Outcome {
        var stop: Stop?
    }

    let evaluation: EvaluationBudget
    let limit: Duration
    private let outcome = Outcome()
    private let activity: ListingActivity?

    init(limit: Duration, clock: any CourierClock, client: ClientPresence, activity: ListingActivity? = nil) {
        self.limit = limit
        self.activity = activity
        activity?.record(\.started)
        let deadline = clock.uptime() + limit
        let outcome = outcome
        evaluation = EvaluationBudget {
            if client.hasGone {
                outcome.stop = .clientGone
            } else if clock.uptime() >= deadline {
                outcome.stop = .timeUp
            }
            return outcome.stop != nil
        }
    }

    /// Throws the listing's error when the budget is spent (asking now, first). `filtering` says
    /// whether the work was filtering by `filterByFormula` (whose error then names the formula).
    func check(filtering: Bool) throws(AirtableError) {
        guard !evaluation.checkNow() else { return }
        switch outcome.stop {
        case .clientGone?:
            activity?.record(\.stoppedClientGone)
            throw .retriable
        case .timeUp?, nil:
            activity?.record(\.stoppedTimeUp)
            throw filtering ? .formulaTooSlow(limit: limit) : .listingTooSlow(limit: limit)
        }
    }

    /// Counts one step of work outside formulas (a record looked at); `false` once spent.
    func step() -> Bool { evaluation.step() }
}

/// How many listings have started on a budget, and how many it stopped (for each reason): for
/// tests and diagnostics, which otherwise cannot see work that ends with nobody reading its answer.
public final class ListingActivity: Sendable {
    /// The counts at one moment.
    public struct Counts: Sendable, Equatable {
        /// Listings that started (each first page, and each later page).
        public var started = 0
        /// Listings stopped because their client closed its connection.
        public var stoppedClientGone = 0
        /// Listings stopped at the time limit (answered 422).
        public var stoppedTimeUp = 0
    }

    private let counts = Locked(Counts())

    init() {}

    /// The counts now.
    public var current: Counts { counts.withLock { $0 } }

    func record(_ count: WritableKeyPath<Counts, Int>) { counts.withLock { $0[keyPath: count] += 1 } }
}
