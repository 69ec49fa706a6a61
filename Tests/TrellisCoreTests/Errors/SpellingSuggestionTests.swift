import Testing
import TrellisCore

@Suite("Spelling suggestions")
struct SpellingSuggestionTests {
    @Test(
        "edit distance counts insertions, deletions, substitutions and swaps of neighbours",
        arguments: [
            ("", "abc", 3), ("colums", "columns", 1), ("widht", "width", 1), ("kitten", "sitting", 3),
            ("masnory", "masonry", 1), ("same", "same", 0),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(SpellingSuggestion.editDistance(a, b) == expected)
        #expect(SpellingSuggestion.editDistance(b, a) == expected)
    }

    @Test("suggests the closest name within a third of its length, ignoring case, and nothing otherwise")
    func closest() {
        let options = ["columns", "cellPadding", "scrollDirection", "tolerance"]
        #expect(SpellingSuggestion.closest(to: "colums", among: options) == "columns")
        #expect(SpellingSuggestion.closest(to: "Columns", among: options) == "columns")
        #expect(SpellingSuggestion.closest(to: "tolerence", among: options) == "tolerance")
        #expect(SpellingSuggestion.closest(to: "mason", among: ["mosaic", "masonry"]) == "masonry")
        #expect(SpellingSuggestion.closest(to: "pinwheel", among: ["mosaic", "masonry", "flow-line"]) == nil)
        #expect(SpellingSuggestion.closest(to: "x", among: options) == nil)
        #expect(SpellingSuggestion.clause(for: "gutterr", among: ["gutter"]) == " (did you mean 'gutter'?)")
        #expect(SpellingSuggestion.clause(for: "zzz", among: ["gutter"]).isEmpty)
    }

    @Test("layout errors carry the suggestion")
    func layoutErrors() {
        let option = LayoutError.unknownOption(key: "sections[1].colums", strategy: "round-robin", valid: ["columns"])
        #expect(
            option.description == "unknown option 'sections[1].colums' for strategy 'round-robin' "
                + "(did you mean 'columns'?); valid options: columns")
        #expect(
            LayoutError.unknownIndex(name: "rtre", available: ["auto", "linear", "rtree"]).description
                == "unknown index 'rtre' (did you mean 'rtree'?); valid index options: auto, linear, rtree")
    }
}
