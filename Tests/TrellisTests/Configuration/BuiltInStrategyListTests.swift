import Foundation
import Testing
import TrellisTools

/// `StrategyRegistry.builtIn` is the one list of the built-in strategies in
/// code. Two places Swift cannot derive from it are held equal to it here:
/// Package.swift's table of strategy folders (a manifest cannot read the
/// package's code) and the umbrella module's re-exports (an import names a
/// module literally).
@Suite("The list of built-in strategies")
struct BuiltInStrategyListTests {
    typealias Docs = DocumentationSampleTests

    /// Each built-in's type name and module, from the registry: `ShortestColumn` in `TrellisShortestColumn`.
    static let registered: [(type: String, module: String)] = StrategyRegistry.builtIn.strategies.map { type in
        let qualified = String(reflecting: type)
        return (String(describing: type), String(qualified.prefix { $0 != "." }))
    }

    @Test("each built-in is the type <Folder> of the module Trellis<Folder>, as Package.swift declares it")
    func registryNamesModulesByFolder() {
        for (type, module) in Self.registered {
            #expect(module == "Trellis" + type, "\(type) is declared in \(module)")
        }
    }

    @Test("Package.swift's table of strategy folders lists exactly the registry's built-ins")
    func manifestTableEqualsRegistry() throws {
        let package = try Docs.read(Docs.root.appendingPathComponent("Package.swift"))
        let start = try #require(package.range(of: "let builtInStrategies = ["), "Package.swift has no table")
        let end = try #require(package.range(of: "]", range: start.upperBound..<package.endIndex))
        let folders = Docs.matches(of: #""([A-Za-z]+)""#, in: String(package[start.upperBound..<end.lowerBound]))
        #expect(Set(folders) == Set(Self.registered.map(\.type)))
        #expect(folders.count == Self.registered.count, "a folder is listed twice")
    }

    @Test("the Trellis module re-exports the core and every built-in's module, nothing else")
    func umbrellaReexportsEqualRegistry() throws {
        let exports = try Docs.read(Docs.root.appendingPathComponent("Sources/Trellis/Exports.swift"))
        let modules = Docs.matches(of: #"(?m)^@_exported import (\w+)$"#, in: exports)
        #expect(modules.count == Set(modules).count, "a module is imported twice")
        #expect(Set(modules) == Set(["TrellisCore"] + Self.registered.map(\.module)))
    }

    @Test("Docs/Strategies/ holds one guide per built-in, named after its type, and no other")
    func oneGuidePerBuiltIn() throws {
        let folder = Docs.root.appendingPathComponent("Docs/Strategies")
        let guides = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(guides) == Set(Self.registered.map { "\($0.type).md" }))
    }
}
