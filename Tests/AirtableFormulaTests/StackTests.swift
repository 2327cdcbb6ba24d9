import AirtableFormula
import Foundation
import Testing

/// The deepest accepted formula parses and evaluates within a 512 KiB stack (the size of a Swift
/// concurrency thread's on Linux), even in a debug build. Not under a sanitizer
/// (`swift test --sanitize=thread` or `address`), whose larger frames would overflow it.
@Suite(.enabled(if: !sanitized, "a sanitizer's larger frames do not fit the stack"))
struct StackTests {
    @Test func theDeepestFormulaFitsASmallStack() async {
        let depth = 100
        let source =
            String(repeating: "IF(NOT(", count: depth / 2) + "{Count} & ''"
            + String(repeating: "), 1)", count: depth / 2)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            let thread = Thread {
                switch Sample.evaluate(source) {
                case .success(let value): continuation.resume(returning: "\(value)")
                case .failure(let error): continuation.resume(returning: error.message)
                }
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(result == "\(FormulaValue.number(1))")
    }
}

/// Whether ThreadSanitizer's or AddressSanitizer's runtime is in the process.
private let sanitized = ["__tsan_init", "__asan_init"].contains { (symbol: String) in
    dlsym(dlopen(nil, RTLD_NOW), symbol) != nil
}
