import Basics
import Foundation

/// Reading a model's members from parsed JSON, each with the error that names the member, so a wrong
/// type is refused with a message rather than ignored: `what` names the object (`"a webhook"`).
extension JSONValue {
    /// Member `name` as text; `nil` when absent or `null`.
    func memberString(_ name: String, in what: String) throws(SchemaError) -> String? {
        guard let value = self[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw SchemaError("\(what).\(name) must be text") }
        return text
    }

    /// Member `name` as a list of text; `nil` when absent or `null`.
    func memberStrings(_ name: String, in what: String) throws(SchemaError) -> [String]? {
        guard let value = self[name], !value.isNull else { return nil }
        guard let items = value.arrayValue else { throw SchemaError("\(what).\(name) must be an array") }
        var texts: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw SchemaError("\(what).\(name) must hold text") }
            texts.append(text)
        }
        return texts
    }

    /// Member `name` as a boolean; `nil` when absent or `null`.
    func memberBool(_ name: String, in what: String) throws(SchemaError) -> Bool? {
        guard let value = self[name], !value.isNull else { return nil }
        guard let flag = value.boolValue else { throw SchemaError("\(what).\(name) must be true or false") }
        return flag
    }

    /// Member `name` as a whole number; `nil` when absent or `null`.
    func memberInt(_ name: String, in what: String) throws(SchemaError) -> Int? {
        guard let value = self[name], !value.isNull else { return nil }
        guard let number = value.numberValue, let whole = Int(exactly: number) else {
            throw SchemaError("\(what).\(name) must be a whole number")
        }
        return whole
    }

    /// Member `name` as an object; `nil` when absent or `null`.
    func memberObject(_ name: String, in what: String) throws(SchemaError) -> JSONValue? {
        guard let value = self[name], !value.isNull else { return nil }
        guard value.objectValue != nil else { throw SchemaError("\(what).\(name) must be an object") }
        return value
    }

    /// Member `name` as a URL; `nil` when absent or `null`.
    func memberURL(_ name: String, in what: String) throws(SchemaError) -> URL? {
        guard let text = try memberString(name, in: what) else { return nil }
        guard let url = URL(string: text) else { throw SchemaError("\(what).\(name) must be a URL") }
        return url
    }
}
