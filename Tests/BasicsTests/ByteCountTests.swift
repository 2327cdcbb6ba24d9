import Basics
import Testing

/// Sizes in words: bytes under a KB, then KB, MB and GB of 1,024, with one decimal unless it is 0.
@Suite struct ByteCountTests {
    @Test(arguments: [
        (0, "0 B"), (1023, "1023 B"), (1024, "1 KB"), (1126, "1.1 KB"), (1536, "1.5 KB"),
        (2 << 20, "2 MB"), (8 << 20, "8 MB"), (1_258_291, "1.2 MB"), (3 << 30, "3 GB"),
    ])
    func aSizeReadsAsAPersonWouldSayIt(bytes: Int, text: String) {
        #expect(ByteCount.text(bytes) == text)
    }
}
