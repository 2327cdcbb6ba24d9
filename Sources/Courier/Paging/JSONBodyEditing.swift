import Foundation

/// Sets one top-level key of an encoded JSON object body.
enum JSONBodyEditing {
    static func setting(_ key: String, to value: String, in body: Data?) -> Data? {
        guard let body, var object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return nil
        }
        object[key] = value
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
