extension JSONValue: JSONWritable {
    /// Object members are written with their keys sorted, so output is stable.
    public func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let flag): json.value(flag)
        case .number(let number): json.value(number)
        case .string(let text): json.value(text)
        case .array(let elements):
            json.array { json in
                for element in elements { element.write(to: &json) }
            }
        case .object(let members):
            json.object { json in
                for key in members.keys.sorted() {
                    json.key(key)
                    members[key]?.write(to: &json)
                }
            }
        }
    }
}
