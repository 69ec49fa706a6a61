/// Finds the name a user probably meant when they mistyped one: the
/// "did you mean …?" of error messages for unknown strategies, options, keys
/// and command-line flags.
///
/// ```swift
/// let columns = SpellingSuggestion.closest(to: "colums", among: ["columns", "cellPadding"])  // "columns"
/// let none = SpellingSuggestion.closest(to: "pinwheel", among: ["mosaic", "masonry"])     // nil
/// ```
public enum SpellingSuggestion {
    /// The candidate closest to `name`, or `nil` when none is close enough to be a typo.
    ///
    /// Closeness is the ``editDistance(_:_:)`` ignoring case. A candidate is
    /// close enough when the distance is at most a third of the longer of the
    /// two names (at least 1): `colums` → `columns`, `mason` → `masonry`,
    /// `--widht` → `--width`, but not `pinwheel` → `mosaic`. Ties go to the
    /// earlier candidate.
    ///
    /// - Complexity: O(*c* · *l*²), where *c* is the number of candidates and *l* the length of the longest name.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let allowed = Swift.max(1, Swift.max(typed.count, candidate.count) / 3)
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The number of single-character insertions, deletions, substitutions and
    /// swaps of two neighbours that turn `a` into `b` (the optimal string
    /// alignment distance).
    ///
    /// - Complexity: O(*a* · *b*) in the lengths of the two strings.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the dynamic-programming table: two back (for swaps), one back, and the current one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = Swift.min(distance, twoBack[j - 2] + 1)
                }
                current[j] = distance
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// `" (did you mean 'x'?)"` for the closest candidate, or `""` when none is close:
    /// the clause error messages put right after the mistyped name.
    ///
    /// - Complexity: as ``closest(to:among:)``.
    public static func clause(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
