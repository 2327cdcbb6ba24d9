/// How many connections each client address holds, against `maxConnectionsPerAddress`. Not locked
/// itself: `ConnectionRegistry` uses it under its lock.
struct AddressHolds {
    /// At most this many per address; 0 counts nothing and refuses nothing.
    let limit: Int
    private var counts: [ClientAddressKey: Int] = [:]

    init(limit: Int) { self.limit = limit }

    /// Counts one more connection for `address` and returns the address it counts against (`nil` when
    /// nothing is counted: no limit, or an address of another kind); `false` in `taken` when the
    /// address already holds `limit`.
    mutating func take(_ address: ClientAddressKey?) -> (taken: Bool, counted: ClientAddressKey?) {
        guard limit > 0, let address else { return (true, nil) }
        let held = counts[address, default: 0]
        guard held < limit else { return (false, nil) }
        counts[address] = held + 1
        return (true, address)
    }

    /// One connection fewer for `address` (what `take` returned).
    mutating func release(_ address: ClientAddressKey?) {
        guard let address, let held = counts[address] else { return }
        counts[address] = held > 1 ? held - 1 : nil
    }
}
