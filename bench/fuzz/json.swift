@testable import Basics

/// libFuzzer's entry: text that parses as JSON must be written and read back to the same value;
/// anything else must be refused, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONValue.parse(bytes) else { return 0 }
    var writer = JSONWriter()
    value.write(to: &writer)
    guard let again = try? JSONValue.parse(writer.bytes), again == value else {
        fatalError("the written JSON does not read back as the value it was written from")
    }
    return 0
}
