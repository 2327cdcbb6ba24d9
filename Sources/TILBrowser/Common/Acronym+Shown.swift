import Basics
import TILModels

extension Acronym {
    /// The short form as a person reads it: ``Messages/noShortForm`` for one left blank (the
    /// server takes it), so that a list row and a title always have words to show and click.
    public var shownShort: String { short.isBlank ? Messages.noShortForm : short }
}
