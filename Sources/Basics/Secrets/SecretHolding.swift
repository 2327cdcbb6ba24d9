/// A value that holds a secret (a token, a password): printing it, debug-printing it and dumping it
/// (`print`, `String(reflecting:)`, `dump`, a debugger) all show its ``description``, which writes
/// the secret as ``secretMask``. A conforming type writes only `description`.
///
/// ```swift
/// struct APIKey: SecretHolding {
///     var value: String
///     var description: String { "APIKey(\(secretMask))" }
/// }
/// ```
public protocol SecretHolding: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {}

extension SecretHolding {
    public var debugDescription: String { description }

    /// Reflection lists the description alone, so no stored property (the secret) is shown.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

/// What a secret reads as wherever it would otherwise be shown: a description, a log line, an error.
public let secretMask = "<redacted>"
