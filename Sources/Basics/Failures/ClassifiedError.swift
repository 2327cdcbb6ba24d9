/// An error that says what kind of failure it is.
public protocol ClassifiedError: Error {
    var failureKind: FailureKind { get }
}
