import Foundation

extension JSONWriter {
    /// Writes a UUID as an upper-case string (`62CA2F5C-E991-49A1-96D7-753A668C3B57`), as
    /// `JSONEncoder` and Vapor do, without going through `uuidString` (which formats with `printf`).
    public mutating func value(_ value: UUID) {
        beginValue()
        output.append(UInt8(ascii: "\""))
        value.withUppercaseText { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes a member with a UUID value.
    public mutating func field(_ name: String, _ value: UUID) {
        key(name)
        self.value(value)
    }
}
