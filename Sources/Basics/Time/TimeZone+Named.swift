import Foundation

extension TimeZone {
    /// The zone an API names: an IANA name (`Asia/Tokyo`, `Etc/GMT+9`), or `utc` in any case.
    /// `nil` for a name the system does not know; a path (`../../etc/passwd`) is not a name.
    package static func named(_ name: String) -> TimeZone? {
        name.lowercased() == "utc" ? .gmt : TimeZone(identifier: name)
    }
}
