import Basics
import Foundation

/// Pairs the transcript's random values (UUIDs, token values) with ours as they first appear in
/// responses, by walking the recorded JSON and ours side by side; afterwards it rewrites the
/// transcript's requests with our values, and reports every place the two responses differ.
struct IdentityMap {
    private(set) var ours: [String: String] = [:]
    private var theirs: [String: String] = [:]

    /// `text` with every known transcript value replaced by ours.
    func rewrite(_ text: String) -> String {
        ours.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    /// Walks `recorded` and `actual` in parallel. Strings that are identifiers (a UUID, or a token's
    /// `value`) must map consistently, one to one; other values must be equal, except where `ignoring`
    /// accepts the difference. Returns the differences, each with its JSON path.
    mutating func compare(
        _ recorded: JSONValue, _ actual: JSONValue, at path: String = "$", key: String? = nil,
        ignoring: (String) -> Bool = { _ in false }
    ) -> [String] {
        if ignoring(path) { return [] }
        switch (recorded, actual) {
        case (.string(let recordedText), .string(let actualText))
        where key == "value" || UUID(uuidString: recordedText) != nil:
            return pair(recordedText, actualText, at: path)
        case (.object(let recordedMembers), .object(let actualMembers)):
            guard Set(recordedMembers.keys) == Set(actualMembers.keys) else {
                return [
                    "\(path): keys \(recordedMembers.keys.sorted()) ≠ ours \(actualMembers.keys.sorted())"
                ]
            }
            return recordedMembers.keys.sorted().flatMap { name in
                compare(
                    recordedMembers[name] ?? .null, actualMembers[name] ?? .null, at: "\(path).\(name)",
                    key: name,
                    ignoring: ignoring)
            }
        case (.array(let recordedElements), .array(let actualElements)):
            guard recordedElements.count == actualElements.count else {
                return ["\(path): \(recordedElements.count) elements ≠ ours \(actualElements.count)"]
            }
            return zip(recordedElements, actualElements).enumerated().flatMap { index, pair in
                compare(pair.0, pair.1, at: "\(path)[\(index)]", ignoring: ignoring)
            }
        default:
            return recorded == actual ? [] : ["\(path): \(recorded) ≠ ours \(actual)"]
        }
    }

    private mutating func pair(_ recorded: String, _ actual: String, at path: String) -> [String] {
        if let known = ours[recorded] {
            return known == actual ? [] : ["\(path): \(recorded) is ours \(known) but we answered \(actual)"]
        }
        if let other = theirs[actual] {
            return ["\(path): our \(actual) stands for both \(other) and \(recorded)"]
        }
        ours[recorded] = actual
        theirs[actual] = recorded
        return []
    }
}
