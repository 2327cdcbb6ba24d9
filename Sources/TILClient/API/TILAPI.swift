import Courier

/// The TIL API as typed requests, grouped as the API documentation groups its routes.
///
/// Every function builds a ``Courier/Request`` value and sends nothing; send it with
/// ``TILSession/send(_:)``, which adds the bearer token to writes and maps failures to ``TILError``:
///
/// <!-- example context:
/// func example(session: TILSession, acronymID: UUID, categoryID: UUID) async throws { EXAMPLE } -->
/// ```swift
/// let acronyms = try await session.send(TILAPI.Acronyms.all())
/// try await session.send(TILAPI.Acronyms.attach(acronymID, to: categoryID))
/// ```
///
/// Paths are relative to the API root (`<server>/api/`). Each request is tagged with its
/// ``TILOperation`` (in `options.name`), which names it in logs and chooses its failure message.
public enum TILAPI {}

extension Request {
    /// The same request tagged with `operation`.
    func operation(_ operation: TILOperation) -> Request {
        options { $0.name = operation.rawValue }
    }

    /// The TIL operation this request performs, when it was built by ``TILAPI``.
    public var tilOperation: TILOperation? {
        options.name.flatMap(TILOperation.init(rawValue:))
    }
}
