/// Comparisons whose duration does not reveal where two secrets differ: password hashes, token
/// digests, authentication codes.
package enum ConstantTime {
    /// Whether `a` and `b` are equal, looking at every byte whatever the first difference.
    package static func equals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
