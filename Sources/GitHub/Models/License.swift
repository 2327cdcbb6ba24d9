/// A repository's licence as GitHub detected it (`{"key","name","spdx_id","url","node_id"}`).
/// It is an object, not a string; every field is optional.
public struct License: Sendable, Hashable, Decodable {
    public let key: String?
    public let name: String?
    /// For example `MIT`; GitHub uses `NOASSERTION` when it cannot tell.
    public let spdxID: String?

    enum CodingKeys: String, CodingKey {
        case key, name
        case spdxID = "spdx_id"
    }

    public init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        key = try? json.decodeIfPresent(String.self, forKey: .key)
        name = try? json.decodeIfPresent(String.self, forKey: .name)
        spdxID = try? json.decodeIfPresent(String.self, forKey: .spdxID)
    }
}
