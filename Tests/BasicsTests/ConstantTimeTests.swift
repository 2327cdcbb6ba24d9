import Basics
import Testing

/// Equal bytes are equal, and a difference anywhere (or in length) is not.
struct ConstantTimeTests {
    @Test func constantTimeEquality() {
        #expect(ConstantTime.equals([1, 2, 3], [1, 2, 3]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2, 4]))
        #expect(!ConstantTime.equals([1, 2], [1, 2, 3]))
    }
}
