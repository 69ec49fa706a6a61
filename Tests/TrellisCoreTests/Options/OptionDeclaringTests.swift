import Testing
import TrellisCore

/// A group of options nested in another declaring type, with a rule across two of them.
private struct Spacing: OptionDeclaring, Hashable {
    @Option("gap", minimum: 0, perSection: true, summary: "Gap.") var gap = 4.0
    @Option("rows", range: 1...9, perSection: true, summary: "Rows.") var rows = 2
    @Option(
        "rowWidth", allowed: "a number greater than 0", perSection: true, summary: "Width.",
        check: { width in (width ?? 1) > 0 ? nil : "must be greater than 0" })
    var width: Double? = nil

    static func checkCombination(of options: OptionValues) throws(LayoutError) {
        guard options["rows"] != nil, options["rowWidth"] != nil else { return }
        throw .invalidOption(key: options.keyPrefix + "rowWidth", reason: "give rows or rowWidth, not both")
    }
}

/// A declaring type with a nested group, an option no section may override, and a plain stored property.
private struct Outer: OptionDeclaring, Hashable {
    @Option("mode", summary: "Mode.") var mode = "plain"
    var spacing = Spacing()
    @Option("scale", minimum: 0, exclusive: true, perSection: true, summary: "Scale.") var scale = 1.0
    var notAnOption = 7
}

@Suite("Options declared once (@Option, OptionDeclaring)")
struct OptionDeclaringTests {
    @Test("the declarations are listed in declaration order, nested groups where they stand")
    func listing() {
        #expect(Outer.declaredOptions.map(\.name) == ["mode", "gap", "rows", "rowWidth", "scale"])
        #expect(Outer.declaredSectionOptions.map(\.name) == ["gap", "rows", "rowWidth", "scale"])
        let width = Outer.declaredOptions[3]
        #expect(width.defaultDescription == "\"none\"" && width.allowed == "a number greater than 0")
    }

    @Test("reading takes each key's value, nested too, and leaves the rest at their defaults")
    func reading() throws {
        let outer = try Outer(reading: ["mode": "fancy", "gap": 1, "rowWidth": 30])
        #expect(outer.mode == "fancy" && outer.spacing.gap == 1 && outer.spacing.width == 30)
        #expect(outer.spacing.rows == 2 && outer.scale == 1 && outer.notAnOption == 7)
        #expect(try Outer(reading: ["rowWidth": "none"]).spacing.width == nil)
        #expect(try Outer(reading: [:]) == Outer())
    }

    @Test("the first bad value in declaration order is thrown, named with the key prefix; a rule across options first")
    func readingFailures() {
        #expect(throws: LayoutError.invalidOption(key: "sections[3].rows", reason: "must be from 1 to 9, got 0")) {
            try Outer(reading: OptionValues(["scale": 0, "rows": 0], keyPrefix: "sections[3]."))
        }
        #expect(throws: LayoutError.invalidOption(key: "scale", reason: "expected a number greater than 0, got true")) {
            try Outer(reading: ["scale": true])
        }
        #expect(throws: LayoutError.invalidOption(key: "rowWidth", reason: "give rows or rowWidth, not both")) {
            try Outer(reading: ["rows": 0, "rowWidth": 5])
        }
    }

    @Test("a section's overrides replace only the options declared per section; the others keep their values")
    func overrides() throws {
        var outer = Outer()
        outer.mode = "set in Swift"
        outer.spacing.gap = -1  // not checked by an override of another option
        outer.notAnOption = 9
        let plain = SectionInput(count: 1)
        #expect(try outer.overridden(by: plain, at: 0) == outer)
        let section = SectionInput(count: 1, options: ["scale": 2, "mode": "ignored"])
        let overridden = try outer.overridden(by: section, at: 4)
        #expect(overridden.scale == 2 && overridden.mode == "set in Swift" && overridden.spacing.gap == -1)
        #expect(overridden.notAnOption == 7, "a plain stored property comes from init()")
        #expect(throws: LayoutError.invalidOption(key: "sections[4].gap", reason: "must be at least 0, got -2")) {
            try outer.overridden(by: SectionInput(count: 1, options: ["gap": -2]), at: 4)
        }
        #expect(
            throws: LayoutError.invalidOption(key: "sections[1].rowWidth", reason: "give rows or rowWidth, not both")
        ) {
            try Outer().overridden(by: SectionInput(count: 1, options: ["rows": 3, "rowWidth": 5]), at: 1)
        }
    }

    @Test("values set in Swift are checked as a configuration's would be")
    func validation() throws {
        var outer = Outer()
        try outer.validateOptions()
        outer.spacing.width = 0
        #expect(throws: LayoutError.invalidOption(key: "rowWidth", reason: "must be greater than 0, got 0")) {
            try outer.validateOptions()
        }
        outer.spacing.width = nil
        outer.scale = .nan
        #expect(throws: LayoutError.invalidOption(key: "scale", reason: "expected a number greater than 0, got nan")) {
            try outer.validateOptions()
        }
    }

    @Test("defaults, the declaration, equality, printing and the configure initializer")
    func declarationsAndValues() throws {
        #expect(Outer.defaults == Outer())
        let declaration = Outer.defaults.$scale
        #expect(declaration.name == "scale" && declaration.defaultValue == 1 && declaration.perSection)
        #expect(declaration.problem(with: 0) == "must be greater than 0")
        let configured = Outer { $0.scale = 3 }
        #expect(configured.scale == 3 && configured != Outer())
        #expect(configured.$scale.defaultValue == 1, "the default stays the declaration's")
        #expect("\(configured.$scale)" == "3.0")
        // `defaults` ignores a configuration being read around it.
        struct Probe: OptionDeclaring {
            @Option("scale", minimum: 0, summary: "Scale.") var scale = 1.0
            var seen = Outer.defaults.scale
        }
        #expect(try Probe(reading: ["scale": 5]).seen == 1)
        #expect(try Probe(reading: ["scale": 5]).scale == 5)
    }
}
