import Foundation

extension String {
    /// The text with full-width letters, digits and signs read as the ASCII ones they stand for
    /// (`ｙ`, `１２`, `＞` become `y`, `12`, `>`): Unicode's compatibility normalization (NFKC). A
    /// person typing with a Japanese input method on types those; an answer that is a number or a
    /// menu's letter means the same either way.
    package var halfWidth: String { precomposedStringWithCompatibilityMapping }
}
