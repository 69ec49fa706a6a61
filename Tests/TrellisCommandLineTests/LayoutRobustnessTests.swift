import Foundation
import Testing
import TrellisTesting
import TrellisTools

/// `trellis layout` never fails badly: for any input bytes it either exits 0
/// with valid JSON of finite numbers (and nothing on stderr), or exits 1 with
/// one `error: …` line on stderr and nothing on stdout. Runs the built
/// executable on a few hundred inputs mutated from valid ones; the long run
/// of the same property is the `cli` fuzz target (Fuzz/run.sh SECONDS cli).
@Suite("trellis layout on mutated input")
struct LayoutRobustnessTests {
    static let configurations = [
        #"{"strategy": "round-robin", "width": 390}"#,
        #"{"strategy": "shortest-column", "width": 390.1, "columns": 3, "cellPadding": 4, "index": "rtree"}"#,
        #"{"strategy": "mosaic", "width": 390, "segmentHeight": 200, "gutter": 1}"#,
        #"{"strategy": "masonry", "width": 390, "tolerance": "infinite"}"#,
        #"{"strategy": "flow-line", "width": 390, "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 40], "lastLineAlignment": "fill"}"#,
        #"{"strategy": "flow-line", "width": 390, "height": 844, "scrollDirection": "horizontal", "index": "linear"}"#,
        #"{"strategy": "justified-rows", "width": 390.5, "targetRowHeight": 120, "widowLayoutStyle": "justify", "fullWidthBreakoutRowCadence": 3}"#,
    ]

    static let itemTexts = [
        #"[[640, 480], [480, 640], {"width": 100, "height": 100}]"#,
        #"{"items": [{"width": 3, "height": 4}, [1e-9, 1e-9], [1e15, 1]]}"#,
        #"{"sections": [{"items": [[10, 20]], "sectionInset": {"top": 1, "left": 2}}, {"count": 7, "itemSize": [30, 40]}]}"#,
        "width,height\n640,480\n480,640\n390.1,0.3333333333333333\n",
    ]

    /// Fragments a mutation splices in: edge numbers and broken syntax.
    static let fragments = [
        "1e308", "-1", "0", "1e999", "NaN", "9999999999999999999", "-0", "1e-320", "[", "]", "{", "}", ",", "\"",
        "\"count\": 50000001", "\"count\": 1e300", "\\u0000", "null", "true", "\n", ",,", "\"columns\": 100000",
        "\"cellPadding\": 1e308", "\"segmentHeight\": 1e308", "\"minimumLineSpacing\": 1e308", "\u{FEFF}", "é",
    ]

    /// Splices, deletes, flips or truncates; with `numbersOnly`, replaces a number
    /// with an edge number (valid JSON, odd values).
    /// Numbers a mutation puts in place of another: out of range, overflowing, or odd but valid.
    static let numbers = [
        "1e308", "-1", "0", "1e999", "9999999999999999999", "-0", "1e-320", "390.1", "0.3333333333333333", "1e-9",
        "1e15", "3", "7", "0.5", "1e6", "10001",
    ]

    static func mutate(_ text: String, numbersOnly: Bool, _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = Array(text.utf8)
        for _ in 0..<(numbersOnly ? 1 : Int.random(in: 1...3, using: &generator)) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch numbersOnly ? 5 : Int.random(in: 0..<5, using: &generator) {
            case 0, 1: bytes.insert(contentsOf: Array(fragments.randomElement(using: &generator)!.utf8), at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &generator)))
            case 3: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &generator) }
            case 4: bytes = Array(bytes.prefix(at))
            default:
                // Replace a number with an edge number.
                if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                    let end = bytes[digit...].firstIndex { !(0x30...0x39).contains($0) && $0 != 0x2E } ?? bytes.endIndex
                    bytes.replaceSubrange(digit..<end, with: Array(numbers.randomElement(using: &generator)!.utf8))
                }
            }
        }
        return bytes
    }

    @Test("300 mutated inputs: valid JSON of finite numbers, or one error line and exit 1")
    func mutatedInputs() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var generator = SeededGenerator(seed: 2026)  // every run tests the same inputs
        var successes = 0
        var failures = 0
        for run in 0..<300 {
            var configuration = Array(Self.configurations[run % Self.configurations.count].utf8)
            var items = Array(Self.itemTexts[(run / Self.configurations.count) % Self.itemTexts.count].utf8)
            // Mutate the configuration, the items, or both.
            let numbersOnly = run % 2 == 0
            if run % 3 != 1 {
                configuration = Self.mutate(
                    String(decoding: configuration, as: UTF8.self), numbersOnly: numbersOnly, &generator)
            }
            if run % 3 != 0 {
                items = Self.mutate(String(decoding: items, as: UTF8.self), numbersOnly: numbersOnly, &generator)
            }
            let itemsName = ["items.json", "items.csv", "items"][run % 3]
            let configurationPath = try scratch.write(Data(configuration), to: "config.json")
            let itemsPath = try scratch.write(Data(items), to: itemsName)
            let result = try TrellisExecutable.run(["layout", configurationPath, itemsPath])
            let context =
                "run \(run): config \(String(decoding: configuration, as: UTF8.self)) items \(String(decoding: items, as: UTF8.self))"
            switch result.status {
            case 0:
                successes += 1
                // Nothing on stderr but, for items crossing the content's edge, one warning line.
                #expect(
                    result.standardError.isEmpty
                        || (result.standardError.hasPrefix("warning: ")
                            && result.standardError.filter { $0 == "\n" }.count == 1),
                    "\(context): \(result.standardError)")
                let json = try? JSONValue(parsing: result.standardOutput)
                #expect(json != nil, "\(context): stdout is not JSON")
                if let json { #expect(json.hasOnlyFiniteNumbers, "\(context)") }
            case 1:
                failures += 1
                #expect(result.standardOutput.isEmpty, "\(context)")
                #expect(result.standardError.hasPrefix("error: "), "\(context): \(result.standardError)")
                #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(context): \(result.standardError)")
            default:
                Issue.record("\(context): exit status \(result.status), stderr \(result.standardError)")
            }
        }
        // Both outcomes are exercised, not just one.
        #expect(successes >= 20 && failures >= 100, "successes \(successes), failures \(failures)")
    }
}
