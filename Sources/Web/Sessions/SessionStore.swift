/// Where sessions are kept between requests: shared by every instance of the front end, so a
/// session started on one continues on another and a restart logs nobody out.
public protocol SessionStore: Sendable {
    /// The session with `id`, or `nil` when there is none (or it has ended).
    func session(_ id: String) throws -> Session?
    /// Stores `session`, replacing the one with its id.
    func save(_ session: Session) throws
    /// Forgets the session with `id`.
    func delete(_ id: String) throws
    /// The site's secret key (32 bytes), made at random the first time and kept with the sessions:
    /// every instance on the store derives the same CSRF tokens from it (``CSRFCheck``).
    func siteKey() throws -> [UInt8]
}
