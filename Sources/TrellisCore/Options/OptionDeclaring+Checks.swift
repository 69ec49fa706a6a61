extension OptionDeclaring {
    /// The mistakes in this type's option declarations, one message each,
    /// naming the declaration to fix; empty when there are none.
    ///
    /// The declarations, nested ``OptionDeclaring`` groups included, must
    /// have:
    /// * one declaration per key: "StaggeredRows declares the key 'spacing'
    ///   twice: `spacing` and `rowGap`" (a value would set both);
    /// * no key of ``OptionValues/reservedKeys`` (a configuration reads those
    ///   itself, so it could never set the option);
    /// * a default the declaration allows: "StaggeredRows.perRow's default 50
    ///   is outside 1...20";
    /// * an `init()` that assigns no option: the assignment would replace the
    ///   declared default and every configuration's value.
    ///
    /// `ConformanceChecker` reports these before anything else. A debug
    /// build also stops at the first ``init(reading:)`` of a type with such a
    /// mistake, with the same message; a release build never stops for one.
    ///
    /// - Complexity: O(*d*²) for *d* declared options: each option is read
    ///   once from a configuration that gives it a value of its own.
    public static var declarationProblems: [String] {
        var problems = staticDeclarationProblems
        let owner = String(describing: Self.self)
        let declared = OptionReading.declarations(in: defaults)
        let keys = declared.map(\.option.name)
        for (index, (path, option)) in declared.enumerated() {
            guard keys.filter({ $0 == option.name }).count == 1, option.holdsDefault, option.defaultProblem == nil,
                let probe = option.probeValue
            else { continue }
            let reading = OptionReading(given: OptionValues([option.name: probe]))
            let read = OptionReading.declarations(in: OptionReading.current.withValue(reading) { Self() })
            guard index < read.count, read[index].option.failure == nil, !read[index].option.holds(probe) else {
                continue
            }
            problems.append(
                "\(owner).\(path) is assigned in init(): a configuration's \(probe) became "
                    + "\(read[index].option.valueDescription); assign no option in init()")
        }
        return problems
    }

    /// For each declared option, a few values other than its default that
    /// it accepts (a number moved by one, a flag flipped, another case),
    /// when such values are easily found: what generated tests give as
    /// configurations and per-section overrides (`ConformanceChecker`
    /// overrides the ``LayoutStrategy/sectionOptions`` with them).
    ///
    /// - Complexity: O(*d*) for *d* declared options, by reflection.
    public static var sampleOptionValues: [String: [OptionValue]] {
        var samples: [String: [OptionValue]] = [:]
        for (_, option) in OptionReading.declarations(in: defaults) where samples[option.name] == nil {
            let values = option.acceptedValues
            if !values.isEmpty { samples[option.name] = values }
        }
        return samples
    }

    /// The mistakes found without reading any configuration: keys, reserved
    /// keys, defaults, and `init()` replacing a default.
    ///
    /// - Complexity: O(*d*²) for *d* declared options (*d* is small: the
    ///   key comparisons cost less than the reflection).
    static var staticDeclarationProblems: [String] {
        let owner = String(describing: Self.self)
        var problems: [String] = []
        var firstPath: [String: String] = [:]
        for (path, option) in OptionReading.declarations(in: defaults) {
            if let first = firstPath[option.name] {
                problems.append("\(owner) declares the key '\(option.name)' twice: `\(first)` and `\(path)`")
            } else {
                firstPath[option.name] = path
            }
            if OptionValues.reservedKeys.contains(option.name) {
                problems.append(
                    "\(owner).\(path) uses the reserved key '\(option.name)', which every configuration reads "
                        + "for itself (\(OptionValues.reservedKeys.joined(separator: ", "))): no configuration "
                        + "could set the option; give it another key")
            }
            if let problem = option.defaultProblem {
                problems.append("\(owner).\(path)'s \(problem)")
            } else if !option.holdsDefault {
                problems.append(
                    "\(owner).\(path) is assigned in init() (\(option.valueDescription); its declared default is "
                        + "\(option.erased.defaultDescription)): a configuration's value never reaches it; give "
                        + "the value on the declaration and assign no option in init()")
            }
        }
        return problems
    }

    /// The mistakes a read of `given` shows: the static ones, then an option
    /// whose configured value `init()` replaced.
    ///
    /// - Complexity: O(*d*²) for *d* declared options.
    static func declarationProblems(reading value: Self, given: OptionValues) -> [String] {
        var problems = staticDeclarationProblems
        let owner = String(describing: Self.self)
        for (path, option) in OptionReading.declarations(in: value) {
            guard let raw = given[option.name], option.failure == nil, !option.holds(raw) else { continue }
            problems.append(
                "\(owner).\(path) is assigned in init(): a configuration's \(raw) became "
                    + "\(option.valueDescription); assign no option in init()")
        }
        return problems
    }

    /// In a debug build, stops with the first declaration mistake that
    /// reading `given` into `value` shows; nothing in a release build.
    func stopOnDeclarationMistakes(given: OptionValues) {
        #if DEBUG
        guard OptionReading.stopsOnDeclarationMistakes.get(),
            let problem = Self.declarationProblems(reading: self, given: given).first
        else { return }
        assertionFailure(problem)
        #endif
    }

    /// The error for an option whose value is the type's declared default
    /// (`init()`'s) and that default is not allowed: a mistake in the
    /// declaration, not in a value anybody set.
    ///
    /// - Complexity: O(*d*) for *d* declared options, by reflection.
    func defaultMistake() -> LayoutError? {
        let declared = OptionReading.declarations(in: Self.defaults)
        for (index, (path, option)) in OptionReading.declarations(in: self).enumerated() {
            guard (try? option.validateValue()) == nil else { continue }
            // A named initializer may declare a property anew with its value as the default:
            // compare with the type's own declaration.
            guard index < declared.count, let problem = declared[index].option.defaultProblem,
                option.valueDescription == declared[index].option.valueDescription
            else { return nil }
            let owner = String(describing: Self.self)
            return .contractViolation(strategy: owner, detail: "\(owner).\(path)'s \(problem)")
        }
        return nil
    }
}

extension OptionValues {
    /// The keys every configuration reads for itself, never a strategy's
    /// option: an option declared with one of them could never be set.
    public static let reservedKeys = [
        "strategy", "width", "height", "index", "layoutDirection", "pinHeaders", "sectionBackground", "sections",
    ]
}

extension OptionReading {
    /// Whether a debug build stops at a declaration mistake
    /// (``OptionDeclaring/declarationProblems``) when a configuration is read;
    /// tests of the mistakes turn it off to see what a release build does.
    static var stopsOnDeclarationMistakes: TaskLocal<Bool> { stopping.local }
    private static let stopping = SharedTaskLocal(local: TaskLocal<Bool>(wrappedValue: true))

    /// Each option declared in `value` with the path of its property
    /// (`spacing`, `layout.gap` in a nested group), in declaration order.
    ///
    /// - Complexity: O(*d*) for *d* declared options, by reflection.
    static func declarations(in value: Any, prefix: String = "") -> [(path: String, option: any DeclaredOption)] {
        var found: [(path: String, option: any DeclaredOption)] = []
        for child in Mirror(reflecting: value).children {
            // A property wrapper's storage is the property's name with a leading underscore.
            var name = child.label ?? "?"
            if child.value is any DeclaredOption, name.hasPrefix("_") { name.removeFirst() }
            if let option = child.value as? any DeclaredOption {
                found.append((prefix + name, option))
            } else if child.value is any OptionDeclaring {
                found += declarations(in: child.value, prefix: prefix + name + ".")
            }
        }
        return found
    }
}
