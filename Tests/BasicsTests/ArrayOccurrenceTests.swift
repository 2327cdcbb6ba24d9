import Basics
import Testing

/// `firstOccurrence(of:from:)` finds what a plain search finds, at every start: short patterns
/// (compared in place) and long ones (Knuth-Morris-Pratt) alike.
@Suite struct ArrayOccurrenceTests {
    /// The first place at or after `start` where `pattern` stands, by comparing at every position.
    private static func plain(_ pattern: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        let from = max(0, start)
        guard from <= haystack.count else { return nil }
        return (from...haystack.count).first { index in
            index + pattern.count <= haystack.count
                && haystack[index..<index + pattern.count].elementsEqual(pattern)
        }
    }

    @Test func shortPatternsAgreeWithAPlainSearch() {
        let texts = [
            "", "a", "ab", "aab", "abab", "aabaab", "abaababa", "bbbab", "aaaa", "abcabcab", "aabaabaaa",
        ]
        for haystack in texts.map({ Array($0.utf8) }) {
            for pattern in texts.map({ Array($0.utf8) }) {
                for start in -1...(haystack.count + 1) {
                    #expect(
                        haystack.firstOccurrence(of: pattern, from: start)
                            == Self.plain(pattern, in: haystack, from: start),
                        "\(pattern) in \(haystack) from \(start)")
                }
            }
        }
    }

    /// Patterns of 17 to 40 elements over two letters, mostly one of them, so that they overlap
    /// themselves and almost match everywhere: cut from the haystack (found), or with one element
    /// changed (often not).
    @Test func longPatternsAgreeWithAPlainSearch() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            let haystack = (0..<120).map { _ in UInt8(next(5) == 0 ? 1 : 0) }
            let length = 17 + next(24)
            let cut = next(haystack.count - length + 1)
            var pattern = Array(haystack[cut..<cut + length])
            if next(2) == 0 { pattern[next(length)] ^= 1 }
            for start in [0, 1, cut, cut + 1, haystack.count - length, haystack.count] {
                #expect(
                    haystack.firstOccurrence(of: pattern, from: start)
                        == Self.plain(pattern, in: haystack, from: start),
                    "\(pattern) in \(haystack) from \(start)")
            }
        }
    }

    @Test func findsAPatternThatOverlapsItself() {
        let haystack = Array("aaaaaaaaab".utf8)
        #expect(haystack.firstOccurrence(of: Array("aaab".utf8)) == 6)
        #expect([1, 2, 1, 2, 1, 3].firstOccurrence(of: [1, 2, 1, 3]) == 2)
        #expect([1, 2, 3].firstOccurrence(of: [4]) == nil)
        #expect([1, 2, 3].firstOccurrence(of: [1, 2, 3, 4]) == nil)
        let long = [Int](repeating: 1, count: 30) + [2]
        #expect(([Int](repeating: 1, count: 100) + [2]).firstOccurrence(of: long) == 70)
        #expect([Int](repeating: 1, count: 100).firstOccurrence(of: long) == nil)
    }
}
