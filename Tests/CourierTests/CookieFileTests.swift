import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// A jar kept in a file from one run of a tool to the next, readable by its owner alone.
@Suite struct CookieFileTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let site = URL(string: "https://api.example.com/")!  // safe: a literal URL

    @Test func aSavedJarComesBackWithoutTheCookiesThatEnded() throws {
        let directory = try ScratchDirectory("cookie-file")
        let file = directory.appending("cookies.json")
        let clock = ManualClock(start: Self.now)
        let jar = CookieJar(clock: clock)
        jar.store(
            setCookieHeadersIn: HTTPHeaders([
                ("Set-Cookie", "session=s1; Path=/; HttpOnly"), ("Set-Cookie", "short=1; Path=/; Max-Age=60"),
                ("Set-Cookie", "long=2; Path=/; Max-Age=3600"),
            ]), from: Self.site)
        clock.advance(by: .seconds(61))
        try jar.save(to: file)

        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let restored = try CookieJar(contentsOf: file, clock: clock)
        #expect(restored.header(for: Self.site) == "session=s1; long=2")
        #expect(restored.cookies == jar.cookies)
    }

    @Test func noFileIsAnEmptyJarAndAnotherFileIsRefused() throws {
        let directory = try ScratchDirectory("cookie-file")
        #expect(try CookieJar(contentsOf: directory.appending("missing.json")).cookies.isEmpty)
        let other = directory.appending("other.json")
        try Data(#"{"servers":{}}"#.utf8).write(to: other)
        let error = #expect(throws: CookieJar.FileError.self) { try CookieJar(contentsOf: other) }
        #expect(error?.description.hasPrefix("cookie file \(other.path): not a cookie jar's file") == true)
    }
}
