/// Standard input for `til interactive`: one answer per line.
func lines(_ answers: String...) -> String {
    answers.map { $0 + "\n" }.joined()
}
