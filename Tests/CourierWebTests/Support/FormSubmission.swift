import Foundation
import TestSupport

extension RawResponse {
    /// The body a browser sends for the page's form posting to `action` once a person has set the
    /// fields in `changes` (a checkbox to "on" to tick it, "" to untick it) and left every other as
    /// the page shows it: its inputs' values (hidden ones too), ticked checkboxes, and each select's
    /// selected option.
    func formSubmission(action: String, changing changes: [String: String] = [:]) throws -> String {
        guard let start = text.range(of: #"action="\#(action)""#),
            let end = text[start.upperBound...].range(of: "</form>")
        else { throw ProcessError("the page has no form posting to \(action): \(text)") }
        let form = String(text[start.upperBound..<end.lowerBound])
        var fields: [(String, String)] = []
        var checkboxes: Set<String> = []
        for tag in Self.tags("input", in: form) {
            guard let name = Self.attribute("name", of: tag) else { continue }
            if Self.attribute("type", of: tag) == "checkbox" {
                checkboxes.insert(name)
                if !tag.contains(" checked") { continue }
            }
            fields.append((name, Self.attribute("value", of: tag) ?? ""))
        }
        for select in form.components(separatedBy: "<select").dropFirst() {
            guard let name = Self.attribute("name", of: select) else { continue }
            let selected = Self.tags("option", in: select).first { $0.contains(" selected") }
            fields.append((name, selected.flatMap { Self.attribute("value", of: $0) } ?? ""))
        }
        for area in form.components(separatedBy: "<textarea ").dropFirst() {
            guard let name = Self.attribute("name", of: area), let open = area.firstIndex(of: ">"),
                let close = area.range(of: "</textarea>")
            else { continue }
            var content = String(area[area.index(after: open)..<close.lowerBound])
            // The parser drops a line break right after `<textarea>`.
            if content.hasPrefix("\n") { content.removeFirst() }
            fields.append((name, Self.unescaped(content)))
        }
        fields.removeAll { changes[$0.0] != nil }
        fields += changes.filter { !(checkboxes.contains($0.key) && $0.value.isEmpty) }.map {
            ($0.key, $0.value)
        }
        return fields.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
    }

    private static func tags(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(name) ").dropFirst().compactMap {
            $0.components(separatedBy: ">").first
        }
    }

    private static func attribute(_ name: String, of tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") ?? tag.range(of: "\(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescaped(String(rest[..<end]))
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
