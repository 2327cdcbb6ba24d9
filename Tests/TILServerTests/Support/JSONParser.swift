import Foundation

/// A small, strict JSON parser into `JSON` (RFC 8259): objects, arrays, strings with every escape
/// (surrogate pairs included), numbers, literals. Hand-written because decoding an enum through
/// `JSONDecoder` means trying each type in turn, which on large bodies kept Swift's shared thread
/// pool busy for tens of milliseconds.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Parses one JSON text, with nothing but white space after it.
    static func parse(_ data: Data) throws -> JSON {
        var parser = JSONParser(bytes: Array(data))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("trailing characters") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value() throws -> JSON {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { try $0.object() }
        case UInt8(ascii: "["): return try nested { try $0.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func nested(_ parse: (inout JSONParser) throws -> JSON) throws -> JSON {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 512 else { throw failure("nested too deeply") }
        index += 1
        return try parse(&self)
    }

    private mutating func object() throws -> JSON {
        var members: [String: JSON] = [:]
        skipSpace()
        if try consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a key")
            }
            let key = try string()
            skipSpace()
            guard try consume(UInt8(ascii: ":")) else { throw failure("expected ':'") }
            members[key] = try value()
            skipSpace()
        } while try consume(UInt8(ascii: ","))
        guard try consume(UInt8(ascii: "}")) else { throw failure("expected '}'") }
        return .object(members)
    }

    private mutating func array() throws -> JSON {
        var elements: [JSON] = []
        skipSpace()
        if try consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            elements.append(try value())
            skipSpace()
        } while try consume(UInt8(ascii: ","))
        guard try consume(UInt8(ascii: "]")) else { throw failure("expected ']'") }
        return .array(elements)
    }

    private mutating func string() throws -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: try utf8(run..<index))
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(scalars)
                }
                scalars.append(try escape())
                run = index
            } else {
                guard byte >= 0x20 else { throw failure("control character in a string") }
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    /// The escape at `index` (a backslash), consumed.
    private mutating func escape() throws -> Unicode.Scalar {
        guard index + 1 < bytes.count else { throw failure("unterminated escape") }
        let code = bytes[index + 1]
        index += 2
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(code)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw failure("lone high surrogate") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("bad low surrogate") }
                return try scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            }
            return try scalar(unit)
        default: throw failure("unknown escape")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("bad \\u escape") }
        index += 4
        return value
    }

    private func scalar(_ value: UInt32) throws -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else { throw failure("lone surrogate") }
        return scalar
    }

    /// The scalars of valid UTF-8 `bytes[range]`.
    private func utf8(_ range: Range<Int>) throws -> String.UnicodeScalarView {
        guard let text = String(validating: bytes[range], as: UTF8.self) else {
            throw failure("invalid UTF-8")
        }
        return text.unicodeScalars
    }

    private mutating func number() throws -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let shape = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/
        guard text.wholeMatch(of: shape) != nil, let value = Double(text), value.isFinite else {
            throw failure("bad number \(text)")
        }
        return value
    }

    private mutating func literal(_ word: String, _ value: JSON) throws -> JSON {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
            throw failure("bad literal")
        }
        index = end
        return value
    }

    private mutating func consume(_ byte: UInt8) throws -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func failure(_ what: String) -> HarnessError {
        HarnessError("invalid JSON at byte \(index): \(what)")
    }
}
