import Foundation

/// The image served for every avatar: an 8×8 PNG, left half red, right half blue, the top-left
/// pixel green.
enum FixtureAvatar {
    static let png: [UInt8] = Array(
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAAXNSR0IArs4c6QAAACBJREFUCJljZPjP8J+RAQIYGf4zwAATXBQNMGEXHmAJAPdgBA/4cejBAAAAAElFTkSuQmCC"
        ) ?? Data())
}
