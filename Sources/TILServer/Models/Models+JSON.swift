import Basics
import HTTPServer
import TILModels

// The TIL models write their own JSON (see `JSONWriter`): the hot routes skip `JSONEncoder`.
// Shapes as the book's server: a parent is a nested `{"id": …}`, UUIDs upper-case.

extension Acronym: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("short", short)
            json.field("long", long)
            json.field("user", user)
        }
    }
}

extension User: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
            json.field("username", username)
        }
    }
}

extension TILModels.Category: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
        }
    }
}

extension Token: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("value", value)
            json.field("user", user)
        }
    }
}

/// A parent: `{"id": …}`.
extension UserReference: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { $0.field("id", id) }
    }
}
