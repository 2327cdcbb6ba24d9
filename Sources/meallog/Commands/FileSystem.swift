import Basics
import Foundation
import MealLog

/// Reading a CSV file, or standard input for `-`, with the reason when it cannot be read.
enum FileSystem {
    /// Why a file could not be read.
    enum Failure: Error {
        case missing
        case folder
        /// The bytes are not UTF-8 text (a Shift-JIS export, a spreadsheet file).
        case notText
        case unreadable(String)

        /// The alert for `path`, in the user's language.
        func alert(path: String, messages: Messages) -> Alert {
            let reason: String
            switch self {
            case .missing: reason = messages.text("そのファイルはありません", "there is no such file")
            case .folder: reason = messages.text("フォルダーです", "it is a folder")
            case .notText:
                reason = messages.text(
                    "UTF-8 のテキストではありません (UTF-8 の CSV で保存し直してください)",
                    "it is not UTF-8 text (save it again as a UTF-8 CSV)")
            case .unreadable(let detail): reason = detail
            }
            return Alert(
                message: messages.text("ファイルを読めません: \(path)", "Cannot read the file \(path)"),
                detail: reason, kind: .input)
        }
    }

    static func read(_ path: String) -> Result<String, Failure> {
        if path == "-" {
            var lines: [String] = []
            while let line = readLine(strippingNewline: false) { lines.append(line) }
            return .success(lines.joined())
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.missing)
        }
        guard !isFolder.boolValue else { return .failure(.folder) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notText) }
        return .success(text)
    }
}
