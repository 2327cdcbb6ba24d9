import Courier
import Synchronization

/// Answers given one after the other (the last repeats), for a route asked several times.
final class AnswerSequence: Sendable {
    private let answers: Mutex<[StubTransport.Answer]>

    init(_ answers: [StubTransport.Answer]) { self.answers = Mutex(answers) }

    func next() -> StubTransport.Answer {
        answers.withLock { answers in
            guard let first = answers.first else { return .status(500) }
            if answers.count > 1 { answers.removeFirst() }
            return first
        }
    }
}
