import TrellisTesting
import TrellisTools

/// Random sections of random photo sizes; sizes with width and height work for every built-in.
package func randomInput(using random: inout SeededRandom) -> LayoutInput {
    let total = [0, 1, 3, 16, 17, 100, 400, 2000][random.int(in: 0...7)]
    var sections = splitIntoSections(total, using: &random)
    if random.int(in: 0...4) == 0 { sections.append(SectionInput(items: [])) }
    return LayoutInput(width: random.double(in: 120...1200), height: random.double(in: 300...900), sections: sections)
}

/// Random values for the options a strategy declares, among those the tests know.
package func randomOptions(for type: any LayoutStrategy.Type, using random: inout SeededRandom) -> OptionValues {
    let names = Set(type.options.map(\.name))
    var values = OptionValues([:])
    func set(_ key: String, _ value: OptionValue) { if names.contains(key) { values[key] = value } }
    set("columns", .number(Double(random.int(in: 1...6))))
    set("cellPadding", .number(Double(random.int(in: 0...8))))
    set("segmentHeight", .number(random.double(in: 60...300)))
    set("gutter", .number(Double(random.int(in: 0...4))))
    set("minimumInteritemSpacing", .number(Double(random.int(in: 0...12))))
    set("minimumLineSpacing", .number(Double(random.int(in: 0...12))))
    set("headerReferenceSize", .list([.number(0), .number(Double(random.int(in: 0...1) * 30))]))
    set("footerReferenceSize", .list([.number(0), .number(Double(random.int(in: 0...1) * 20))]))
    if names.contains("targetRowHeight") {  // justified-rows; drawn only for it, so other streams stay put
        values["targetRowHeight"] = .number(Double(random.int(in: 40...300)))
        values["targetRowHeightTolerance"] = .number([0, 0.1, 0.25, 0.6][Int.random(in: 0...3, using: &random)])
        values["interitemSpacing"] = .number(Double(random.int(in: 0...12)))
        values["lineSpacing"] = .number(Double(random.int(in: 0...12)))
        values["widowLayoutStyle"] = .string(["left", "center", "justify"][Int.random(in: 0...2, using: &random)])
        if Bool.random(using: &random) {
            values["rowBreaking"] = "optimal"
        } else if Bool.random(using: &random) {
            values["fullWidthBreakoutRowCadence"] = .number(Double(random.int(in: 1...4)))
        }
    }
    if names.contains("template") {  // tile-pattern; drawn only for it, so other streams stay put
        values["columns"] = 4
        values["template"] = .string(["quilted", "woven", "staired"][random.int(in: 0...2)])
        values["columnSpacing"] = .number(Double(random.int(in: 0...8)))
        values["rowSpacing"] = .number(Double(random.int(in: 0...8)))
        values["cellAspectRatio"] = .number([0.5, 1, 1.5][random.int(in: 0...2)])
        values["repeatPattern"] = .string(["same", "inverted", "mirrored"][random.int(in: 0...2)])
    }
    return values
}

/// The tests' generator: TrellisTesting's SplitMix64, so every failure reproduces from its seed.
package typealias SeededRandom = SeededGenerator

extension SeededGenerator {
    package mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    package mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    package mutating func bool() -> Bool { Bool.random(using: &self) }
}

/// `count` random photo sizes split into one to three sections.
package func splitIntoSections(_ count: Int, using random: inout SeededRandom) -> [SectionInput] {
    var sections: [SectionInput] = []
    var left = count
    let sectionCount = random.int(in: 1...3)
    for section in 0..<sectionCount {
        let take = section == sectionCount - 1 ? left : random.int(in: 0...left)
        sections.append(
            SectionInput(
                items: (0..<take).map { _ in
                    ItemSize(width: random.double(in: 10...400), height: random.double(in: 10...400))
                }))
        left -= take
    }
    return sections
}
