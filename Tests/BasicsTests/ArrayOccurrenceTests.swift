import Basics
import Testing

/// `firstOccurrence(of:from:)` finds what a plain search finds, at every start.
@Suite struct ArrayOccurrenceTests {
    @Test func agreesWithAPlainSearch() {
        let texts = [
            "", "a", "ab", "aab", "abab", "aabaab", "abaababa", "bbbab", "aaaa", "abcabcab", "aabaabaaa",
        ]
        for haystack in texts.map({ Array($0.utf8) }) {
            for pattern in texts.map({ Array($0.utf8) }) {
                for start in -1...(haystack.count + 1) {
                    let from = max(0, start)
                    let plain =
                        from > haystack.count
                        ? nil
                        : (from...haystack.count).first { index in
                            index + pattern.count <= haystack.count
                                && haystack[index..<index + pattern.count].elementsEqual(pattern)
                        }
                    #expect(
                        haystack.firstOccurrence(of: pattern, from: start) == plain,
                        "\(pattern) in \(haystack) from \(start)")
                }
            }
        }
    }

    @Test func findsAPatternThatOverlapsItself() {
        let haystack = Array("aaaaaaaaab".utf8)
        #expect(haystack.firstOccurrence(of: Array("aaab".utf8)) == 6)
        #expect([1, 2, 1, 2, 1, 3].firstOccurrence(of: [1, 2, 1, 3]) == 2)
        #expect([1, 2, 3].firstOccurrence(of: [4]) == nil)
        #expect([1, 2, 3].firstOccurrence(of: [1, 2, 3, 4]) == nil)
    }
}
