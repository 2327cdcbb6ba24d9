/// Parses JSON text (RFC 8259) into a `JSONValue` in one pass over the bytes.
///
/// Request bodies are parsed on every write; `JSONDecoder` with a `Decodable` enum tries each type in
/// turn and was the largest cost of a batch create, so bodies are read here instead. Nesting is
/// limited so hostile input cannot exhaust the stack.
struct JSONParser {
    /// Why text is not JSON, with the byte offset.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let maximumDepth = 512

    let bytes: [UInt8]
    var index = 0
    private var depth = 0

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    func failure(_ what: String) -> Failure { Failure(description: "\(what) at byte \(index)") }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw failure("invalid literal")
        }
        index += utf8.count
        return value
    }

    private mutating func nested<T>(_ body: (inout JSONParser) throws(Failure) -> T) throws(Failure) -> T {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
        defer { depth -= 1 }
        index += 1
        return try body(&self)
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nested { (parser: inout JSONParser) throws(Failure) -> JSONValue in
            var members: [String: JSONValue] = [:]
            parser.skipSpace()
            if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "}") {
                parser.index += 1
                return .object(members)
            }
            while true {
                parser.skipSpace()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"")
                else {
                    throw parser.failure("expected a member name")
                }
                let key = try parser.string()
                parser.skipSpace()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
                else {
                    throw parser.failure("expected ':'")
                }
                parser.index += 1
                members[key] = try parser.value()
                guard try parser.separator(closing: UInt8(ascii: "}")) else { return .object(members) }
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nested { (parser: inout JSONParser) throws(Failure) -> JSONValue in
            var elements: [JSONValue] = []
            parser.skipSpace()
            if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "]") {
                parser.index += 1
                return .array(elements)
            }
            while true {
                elements.append(try parser.value())
                guard try parser.separator(closing: UInt8(ascii: "]")) else { return .array(elements) }
            }
        }
    }

    /// After a member or element: `true` for a comma, `false` for the closing bracket.
    private mutating func separator(closing: UInt8) throws(Failure) -> Bool {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end") }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == closing { return false }
        throw failure("expected ',' or a closing bracket")
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Self.isJSONNumber(text), let number = Double(text) else { throw failure("invalid number") }
        guard number.isFinite else { throw failure("a number too large for a double") }
        return number
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65
            || byte == 0x45
    }

    /// JSON's number grammar: no leading `+`, zeros, or bare `.`.
    private static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || !integer.hasPrefix("0") else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.hasPrefix(".") {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.hasPrefix("e") || rest.hasPrefix("E") {
            rest = rest.dropFirst()
            if rest.hasPrefix("+") || rest.hasPrefix("-") { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}
