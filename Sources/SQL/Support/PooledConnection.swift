/// What ``ConnectionPool`` needs from a connection.
protocol PooledConnection: AnyObject {
    /// Checked before a pooled connection is handed out again; an unhealthy one is closed and replaced.
    var isHealthy: Bool { get }

    /// Called when a closure is done with the connection: rolls back a transaction left open and returns
    /// whether the connection can be pooled again.
    func prepareForReuse() -> Bool

    /// Releases the connection; it is not used afterwards.
    func close()
}
