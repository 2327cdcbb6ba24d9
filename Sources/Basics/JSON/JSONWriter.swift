/// Writes JSON text straight into a byte buffer, without `JSONEncoder`'s reflection and boxing.
///
/// Encoding each response with `JSONEncoder` cut this server's throughput from about 110k to 32k
/// requests/s, so hot models conform to `JSONWritable` and write themselves:
///
/// <!-- example context: struct Acronym { var id: UUID, short: String, userID: UUID }
/// EXAMPLE -->
/// ```swift
/// extension Acronym: JSONWritable {
///     func write(to json: inout JSONWriter) {
///         json.object { json in
///             json.field("id", id)
///             json.field("short", short)
///             json.key("user")
///             json.object { $0.field("id", userID) }
///         }
///     }
/// }
/// ```
///
/// Commas are placed automatically. Strings are escaped per RFC 8259 (quote, backslash, control
/// characters) and `/` is written as `\/`, as Vapor does; other characters go out as UTF-8.
/// Non-finite doubles are written as `null`, since JSON cannot represent them.
public struct JSONWriter: Sendable {
    /// The JSON text written so far, as UTF-8.
    public var bytes: [UInt8] { output }
    /// The text written so far. The containers, keys and commas are inlined into the writers of other
    /// modules (a list route writes a few hundred of them per response), so they see this storage.
    @usableFromInline var output: [UInt8]
    /// Whether the next value or key in the current container needs a comma before it.
    @usableFromInline var needsComma = false
    /// Whether a key was just written, so the next value follows its colon.
    @usableFromInline var afterKey = false

    /// An empty writer; `capacity` is the expected size in bytes.
    public init(capacity: Int = 256) {
        output = []
        output.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Writes an object; `body` writes its members with `field` or `key` + a value.
    @inlinable
    public mutating func object(_ body: (inout JSONWriter) throws -> Void) rethrows {
        beginValue()
        output.append(UInt8(ascii: "{"))
        needsComma = false
        try body(&self)
        output.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Writes an array; `body` writes its elements with `value` (or nested `object`/`array`).
    @inlinable
    public mutating func array(_ body: (inout JSONWriter) throws -> Void) rethrows {
        beginValue()
        output.append(UInt8(ascii: "["))
        needsComma = false
        try body(&self)
        output.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an array of `elements`.
    public mutating func array<Elements: Sequence>(_ elements: Elements)
    where Elements.Element: JSONWritable {
        array { json in
            for element in elements { element.write(to: &json) }
        }
    }

    /// Writes an object member's name; the next value written is its value.
    public mutating func key(_ name: String) {
        if needsComma { output.append(UInt8(ascii: ",")) }
        appendQuoted(name)
        output.append(UInt8(ascii: ":"))
        afterKey = true
        needsComma = true
    }

    // MARK: Scalars

    /// Writes `null`.
    public mutating func null() {
        beginValue()
        output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
    }

    /// Writes `true` or `false`.
    public mutating func value(_ value: Bool) {
        beginValue()
        if value {
            output.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            output.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    /// Writes an integer in decimal.
    public mutating func value(_ value: Int) {
        beginValue()
        appendDecimal(value)
    }

    /// Writes a 64-bit integer (a database's row id, say) in decimal, on every platform.
    public mutating func value(_ value: Int64) {
        beginValue()
        appendDecimal(value)
    }

    /// Writes a number in its shortest round-tripping form (`1`, `0.1`, `1e-07`); `null` if not finite.
    public mutating func value(_ value: Double) {
        guard value.isFinite else { return null() }
        beginValue()
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            appendDecimal(Int(value))
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    /// Writes a string, escaped.
    public mutating func value(_ value: String) {
        beginValue()
        appendQuoted(value)
    }

    /// Writes any `JSONWritable` value.
    public mutating func value(_ value: some JSONWritable) {
        value.write(to: &self)
    }

    // MARK: Object members

    /// Writes a member with a string value.
    public mutating func field(_ name: String, _ value: String) {
        key(name)
        self.value(value)
    }

    /// Writes a member with an integer value.
    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        self.value(value)
    }

    /// Writes a member with a boolean value.
    public mutating func field(_ name: String, _ value: Bool) {
        key(name)
        self.value(value)
    }

    /// Writes a member with a number value.
    public mutating func field(_ name: String, _ value: Double) {
        key(name)
        self.value(value)
    }

    /// Writes a member with any `JSONWritable` value (an optional writes `null` when `nil`).
    public mutating func field(_ name: String, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }

    // MARK: Helpers

    /// Places the comma before a value, unless it follows a key or opens a container.
    @inlinable
    mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if needsComma {
            output.append(UInt8(ascii: ","))
        }
        needsComma = true
    }

    private mutating func appendDecimal(_ value: some FixedWidthInteger & SignedInteger) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = output.count
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        output[start...].reverse()
    }
}
