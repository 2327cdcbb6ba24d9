#if canImport(CPSL)
    import CPSL
#endif

/// Public suffixes (`com`, `co.uk`, `github.io`): names under which anyone can register a site, so
/// a cookie for one would go to every site below it.
///
/// On Linux the answer is libpsl's Public Suffix List, the newer of its built-in copy and the one
/// Debian's `publicsuffix` package keeps up to date; both its ICANN and its private sections count,
/// and a top-level name it does not list is a suffix too. Where libpsl is absent (Apple
/// platforms), only a name without a dot counts.
enum PublicSuffix {
    /// Whether `domain` (lower-case, without a leading dot) is a public suffix.
    static func contains(_ domain: String) -> Bool {
        #if canImport(CPSL)
            if let list = List.shared.context {
                return psl_is_public_suffix2(list, domain, PSL_TYPE_ANY) != 0
            }
        #endif
        return !domain.contains(".")
    }

    #if canImport(CPSL)
        /// The list, loaded once for the process and only read after that (libpsl's lookups are
        /// safe from any thread then).
        private final class List: @unchecked Sendable {
            static let shared = List()
            let context: OpaquePointer?

            private init() { context = psl_latest(nil) ?? psl_builtin() }
        }
    #endif
}
