/// Splits a POSIX shell command line into words, as the shell would before running it: backslash
/// escapes, single quotes and double quotes; no expansions (the transcripts need none).
enum ShellWords {
    static func split(_ line: some StringProtocol) -> [String] {
        let characters = Array(line)
        var words: [String] = []
        var word = ""
        var inWord = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 1
                if index < characters.count { word.append(characters[index]) }
                inWord = true
            case "'":
                index += 1
                while index < characters.count && characters[index] != "'" {
                    word.append(characters[index])
                    index += 1
                }
                inWord = true
            case "\"":
                index += 1
                while index < characters.count && characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count,
                        "\"\\$`".contains(characters[index + 1])
                    {
                        index += 1
                    }
                    word.append(characters[index])
                    index += 1
                }
                inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
            index += 1
        }
        if inWord { words.append(word) }
        return words
    }
}
