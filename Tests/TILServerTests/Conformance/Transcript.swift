import Courier
import Foundation

/// The recorded exchanges with the book's Vapor server (`vapor-til-transcripts.txt`): `curl -sS -i`
/// commands and the responses they got, in sessions that each started from a fresh database.
struct Transcript {
    /// One request and the response the book's server gave it.
    struct Exchange: Sendable, CustomStringConvertible {
        let number: Int
        let title: String
        let request: CurlCommand
        let status: Int
        /// Response header fields, names lower-cased.
        let headers: [String: String]
        let body: String

        var description: String { "[\(number)] \(title)" }
    }

    /// Groups of exchanges, each against a freshly started server and database.
    let sessions: [[Exchange]]

    /// The transcript kept in the tests' `Fixtures/` folder.
    static func load(filePath: String = #filePath) throws -> Transcript {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/vapor-til-transcripts.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw HarnessError("The conformance fixture is missing: \(file.path)")
        }
        return try Transcript(parsing: text)
    }

    /// Parses the transcript format: `### [N] title`, `$ curl …`, a dashed line, the response (status
    /// line, headers, blank line, body), separated by `=====` lines; a `#####` banner starts a session.
    init(parsing text: String) throws {
        var sessions: [[Exchange]] = [[]]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#####"), !(sessions.last?.isEmpty ?? true) { sessions.append([]) }
            guard line.hasPrefix("### [") else {
                index += 1
                continue
            }
            let (exchange, next) = try Self.exchange(in: lines, at: index)
            sessions[sessions.count - 1].append(exchange)
            index = next
        }
        self.sessions = sessions.filter { !$0.isEmpty }
    }

    private static func exchange(in lines: [String], at start: Int) throws -> (Exchange, Int) {
        let header = lines[start]
        guard let close = header.firstIndex(of: "]"),
            let number = Int(header[header.index(header.startIndex, offsetBy: 5)..<close])
        else { throw HarnessError("bad exchange header: \(header)") }
        let title = header[header.index(after: close)...].trimmingCharacters(in: .whitespaces)
        var index = start + 1
        guard index < lines.count, lines[index].hasPrefix("$ ") else {
            throw HarnessError("no command after \(header)")
        }
        let request = try CurlCommand(parsing: lines[index].dropFirst(2))
        index += 1
        while index < lines.count && !lines[index].hasPrefix("HTTP/") { index += 1 }
        guard index < lines.count,
            let status = Int(lines[index].split(separator: " ").dropFirst().first ?? "")
        else { throw HarnessError("no status line in \(header)") }
        index += 1
        var headers: [String: String] = [:]
        while index < lines.count && !lines[index].isEmpty && !lines[index].hasPrefix("=====") {
            if let colon = lines[index].firstIndex(of: ":") {
                let name = lines[index][..<colon].lowercased()
                headers[name] = lines[index][lines[index].index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            index += 1
        }
        var body: [String] = []
        while index < lines.count && !lines[index].hasPrefix("=====") && !lines[index].hasPrefix("#") {
            body.append(lines[index])
            index += 1
        }
        let text = body.joined(separator: "\n").trimmingCharacters(in: .newlines)
        return (
            Exchange(
                number: number, title: title, request: request, status: status, headers: headers, body: text),
            index
        )
    }
}

/// What a recorded `curl` command sends: method, path and query, headers and body, with curl's own
/// defaults (`-d` means POST, and a form content type unless one is given; `-u` is Basic).
struct CurlCommand: Sendable {
    var method: HTTPMethod
    /// Path and query, as in the request line.
    var target: String
    var headers: [(name: String, value: String)]
    var body: String?

    init(parsing command: some StringProtocol) throws {
        let words = ShellWords.split(command)
        guard words.first == "curl" else { throw HarnessError("not a curl command: \(command)") }
        var method: String?
        var url: String?
        var headers: [(String, String)] = []
        var body: String?
        var remaining = words.dropFirst()
        while let word = remaining.popFirst() {
            switch word {
            case "-X": method = remaining.popFirst()
            case "-H":
                guard let field = remaining.popFirst(), let colon = field.firstIndex(of: ":") else {
                    continue
                }
                headers.append(
                    (
                        String(field[..<colon]),
                        field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    ))
            case "-d": body = remaining.popFirst()
            case "-u":
                let credentials = remaining.popFirst() ?? ""
                headers.append(("Authorization", "Basic " + Data(credentials.utf8).base64EncodedString()))
            case _ where word.hasPrefix("http://"): url = word
            default: continue  // -sS, -i
            }
        }
        guard let url, let scheme = url.range(of: "://") else { throw HarnessError("no URL in \(command)") }
        let afterAuthority = url[scheme.upperBound...].drop { $0 != "/" && $0 != "?" }
        target = afterAuthority.isEmpty ? "/" : String(afterAuthority)
        if body != nil && !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
            headers.append(("Content-Type", "application/x-www-form-urlencoded"))
        }
        self.method = HTTPMethod(rawValue: method ?? (body == nil ? "GET" : "POST"))
        self.headers = headers
        self.body = body
    }
}
