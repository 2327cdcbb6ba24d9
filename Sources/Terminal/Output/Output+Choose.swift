extension Output {
    /// Shows `menu` and reads a choice with `prompter`; `nil` at the end of input. Under a
    /// numbered list (`turningPages`), `>` and `<` show the list's other pages (``ListPages``) and
    /// the menu is asked again.
    public func choose(
        _ menu: String, prompt: String, prompter: Prompter, turningPages: Bool = false
    ) -> MenuChoice? {
        while true {
            self.menu(menu)
            guard let answer = prompter.ask(prompt) else { return nil }
            let choice = MenuChoice(answer)
            guard turningPages, turnPage(choice.verb) else { return choice }
        }
    }
}
