/// A list page's `Link` header as a test wants it instead of GitHub's: given the page's number and
/// a function making the URL of any page (from its `page` value, as text, so numbers too large for
/// an `Int` can be written), the header's value, or `nil` for no header.
///
/// ```swift
/// server.setLinks { page, url in "<\(url(String(page)))>; rel=\"next\"" }   // each page links to itself
/// ```
public typealias FixtureLinks = @Sendable (_ page: Int, _ pageURL: (String) -> String) -> String?
