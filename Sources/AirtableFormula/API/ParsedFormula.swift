import Foundation

/// A parsed formula, resolved against a table's fields. Parse once per listing, evaluate per record.
///
/// Parsing checks the whole formula against the supported subset of Airtable's formula language
/// (see `docs/airtable-formula.md`), so evaluation never fails: problems found while computing
/// (a bad regular expression, a division by zero) become `.error` values, which filter out.
public struct ParsedFormula: Sendable {
    /// The longest formula accepted, in characters: room for six times the 17,000-character id
    /// lookups pyairtable's ORM sends, while a formula's work per record (a step for every few
    /// characters) stays small. The time a request's evaluations may take is the server's to bound
    /// (``EvaluationBudget``).
    public static let maximumLength = 100_000

    /// The formula text as given.
    public let source: String
    private let expression: Expression
    private let references: [FieldReference]

    /// Parses `source` and resolves its field references against `fields`.
    ///
    /// Throws when the text does not parse, uses something outside the subset, nests too deeply
    /// or names fields the table does not have (all unknown names are listed).
    public init(_ source: String, fields: [FormulaField]) throws(FormulaError) {
        guard source.unicodeScalars.count <= Self.maximumLength else {
            throw .invalid("The formula is longer than \(Self.maximumLength) characters.")
        }
        let tokens = try Lexer.tokens(of: source)
        var parser = Parser(tokens: tokens, resolver: FieldResolver(fields: fields))
        let expression = try parser.parseFormula()
        let unknown = parser.resolver.unknownNames
        guard unknown.isEmpty else { throw .unknownFields(unknown) }
        self.source = source
        self.expression = expression
        references = parser.references
    }

    /// The ids of the fields the formula reads, each once, in order of first appearance (a formula
    /// field's `referencedFieldIds`).
    public var referencedFieldIDs: [String] {
        var seen: Set<String> = []
        return references.map(\.id).filter { seen.insert($0).inserted }
    }

    /// ``source`` with every field reference written by id, `{fld…}`, as Airtable's Metadata API
    /// gives a formula field's formula: the text stays true when a field it reads is renamed.
    public var sourceByFieldID: String {
        let scalars = Array(source.unicodeScalars)
        var text = String.UnicodeScalarView()
        var next = 0
        for reference in references {
            text.append(contentsOf: scalars[next..<reference.characters.lowerBound])
            let id = reference.id.replacingOccurrences(of: "}", with: "\\}")
            text.append(contentsOf: "{\(id)}".unicodeScalars)
            next = reference.characters.upperBound
        }
        text.append(contentsOf: scalars[next...])
        return String(text)
    }

    /// The value for one record.
    public func evaluate(_ record: some FormulaRecord, in environment: FormulaEnvironment) -> FormulaValue {
        Evaluator(record: record, environment: environment).value(of: expression)
    }

    /// Airtable's filter rule: kept unless the result is 0, false, "", NaN, [], blank or an error.
    public func matches(_ record: some FormulaRecord, in environment: FormulaEnvironment) -> Bool {
        evaluate(record, in: environment).isTruthy
    }
}
