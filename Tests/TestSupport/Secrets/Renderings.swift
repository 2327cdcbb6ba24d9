/// Every way a value is shown as text: `print` (`String(describing:)`), `String(reflecting:)` (the
/// debugger's and `debugPrint`'s) and `dump` (which walks the value's mirror). A test of a value
/// holding a secret checks that none of them shows it.
public func renderings(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped]
}
