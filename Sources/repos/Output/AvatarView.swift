import Basics
import Foundation
import GitHub
import ImageCodecs
import RepoViewer
import Terminal

/// The owner line above a list: the avatar as a half-block image on a colour terminal, else its URL.
/// The login and URL come from the server, so they are printed through ``SafeText``.
enum AvatarView {
    /// Avatar width in terminal columns.
    static let columns = 8

    static func lines(for repository: Repository, avatars: AvatarLoader, console: Console) async -> [String] {
        let heading = "Owner: \(SafeText.line(repository.ownerLogin))"
        guard let url = repository.ownerAvatarURL else { return [heading] }
        let address = "Avatar: \(SafeText.line(url.absoluteString))"
        guard console.outputStyle.isEnabled else { return [heading, address] }
        guard let data = try? await avatars.data(for: url), let image = try? RGBImage.decode(data) else {
            return [heading, address]
        }
        return [heading] + HalfBlockImage.lines(image, columns: columns)
    }
}
