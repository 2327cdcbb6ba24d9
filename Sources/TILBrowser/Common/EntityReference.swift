import Basics
import Foundation

/// How a person names an acronym, user or category: by id, or by its short form, username or name.
public enum EntityReference: Sendable, Hashable, CustomStringConvertible {
    case id(UUID)
    case name(String)

    /// An id when `text` is a UUID (any case), otherwise a name.
    public init(_ text: String) {
        if let id = UUID(uuidString: text.trimmed) {
            self = .id(id)
        } else {
            self = .name(text)
        }
    }

    public var description: String {
        switch self {
        case .id(let id): id.uuidString
        case .name(let name): name
        }
    }
}
