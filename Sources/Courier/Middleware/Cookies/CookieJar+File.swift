import Basics
import Foundation

extension CookieJar {
    /// Why a jar's file could not be read or written: where, and what went wrong.
    public struct FileError: Error, Sendable, CustomStringConvertible {
        public let location: String
        public let reason: String

        public var description: String { "cookie file \(location): \(reason)" }
    }

    /// A jar holding the cookies `file` holds (as ``save(to:)`` wrote them), for a tool that keeps
    /// its session from one run to the next; an empty jar when there is no such file. A file that
    /// is not a jar's, or of more than 1 MiB, throws. A file others could read is made private
    /// (`0600`) first.
    public convenience init(contentsOf file: URL, clock: any CourierClock = .system) throws(FileError) {
        let data: Data?
        do throws(PrivateFile.Failure) {
            data = try PrivateFile.contents(of: file.path)
        } catch {
            throw FileError(location: file.path, reason: error.description)
        }
        guard let data else {
            self.init(clock: clock)
            return
        }
        do {
            self.init(clock: clock, cookies: try JSONDecoder().decode([Cookie].self, from: data))
        } catch {
            throw FileError(location: file.path, reason: "not a cookie jar's file (\(error))")
        }
    }

    /// Writes every cookie that has not ended to `file`, session cookies included, in one step (a
    /// reader never sees half a file), readable and writable by its owner alone (`0600`) from the
    /// moment it exists: the cookies are credentials.
    public func save(to file: URL) throws(FileError) {
        do {
            try PrivateFile.replace(file.path, with: try JSONEncoder().encode(cookies))
        } catch let failure as PrivateFile.Failure {
            throw FileError(location: file.path, reason: failure.description)
        } catch {
            throw FileError(location: file.path, reason: "\(error)")
        }
    }
}
