import Basics
import Foundation
import GitHub
import RepoViewer
import Terminal

/// The owner line above a list: the avatar as a half-block image on a colour terminal, else its URL.
enum AvatarView {
    /// Avatar width in terminal columns.
    static let columns = 8

    static func lines(for repository: Repository, avatars: AvatarLoader, console: Console) async -> [String] {
        let heading = "Owner: \(repository.ownerLogin)"
        guard let url = repository.ownerAvatarURL else { return [heading] }
        guard console.outputStyle.isEnabled else { return [heading, "Avatar: \(url.absoluteString)"] }
        guard let data = try? await avatars.data(for: url), let image = try? RGBImage.decode(data) else {
            return [heading, "Avatar: \(url.absoluteString)"]
        }
        return [heading] + HalfBlockImage.lines(image, columns: columns)
    }
}
