/// Receives the ``TransferProgress`` reports of the requests that carry it in
/// ``RequestOptions/progress`` (usually set with ``Request/onProgress(_:)``).
///
/// What a transport promises its observer, for each attempt at an exchange (a retried request
/// starts again from zero, and so does each leg of a followed redirect):
/// - reports arrive one at a time, in order, and each differs from the one before;
/// - when the exchange succeeds, the last report is ``TransferProgress/completed(sent:received:)``.
///
/// The handler runs on the transport's own thread (``CurlTransport`` calls it while its transfers
/// wait), so keep it short: store the value, or hand it to your own actor or task.
///
/// Two observers are equal only if they are the same instance, so options that carry one stay
/// `Hashable`.
public final class ProgressObserver: Sendable, Hashable {
    private let handler: @Sendable (TransferProgress) -> Void

    public init(_ handler: @escaping @Sendable (TransferProgress) -> Void) {
        self.handler = handler
    }

    /// Passes one report to the handler.
    public func report(_ progress: TransferProgress) {
        handler(progress)
    }

    public static func == (lhs: ProgressObserver, rhs: ProgressObserver) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
