import TrellisTools

/// Layouts with the geometry that defeats naive spatial indexes, for
/// `trellis-bench --degenerate`: the general index (`rtree`, which `auto`
/// falls back to here, since these strategies give no ordering hint) must stay
/// fast on them. Item sizes in the input are ignored; only the count matters.
///
/// * `degenerate-few-x`: every item at one of three x positions, at
///   pseudo-random heights and y (items overlap freely).
/// * `degenerate-tall`: small tiles in four columns, and every 10,000th item as
///   tall as the whole content.
/// * `degenerate-zero-height`: the tiles of a grid, every other one of height 0.
/// * `degenerate-huge`: a grid whose coordinates are scaled to about 1e15.
struct DegenerateGeometry {
    enum Shape: String, CaseIterable {
        case fewX = "few-x"
        case tall
        case zeroHeight = "zero-height"
        case huge
    }

    let shape: Shape

    /// The registered names of the shapes: `degenerate-<shape>`.
    static var names: [String] { Shape.allCases.map { "degenerate-\($0.rawValue)" } }

    /// Places the input's items in this shape, with no ordering hint.
    func place(_ input: LayoutInput, into builder: inout LayoutBuilder) {
        let count = input.itemCount
        let rows = Double((count + 3) / 4)
        var bottom = 0.0
        var random = SeededGenerator(seed: 0xD1CE)
        for section in input.sections {
            builder.beginSection()
            for index in 0..<section.count {
                let frame: Rect
                switch shape {
                case .fewX:
                    let y = Double(random.next() % UInt64(max(1, count))) * 20
                    frame = Rect(x: Double(index % 3) * 130, y: y, width: 120, height: 20 + Double(random.next() % 200))
                case .tall:
                    frame =
                        index % 10_000 == 9_999
                        ? Rect(x: Double(index % 4) * 97.5, y: 0, width: 90, height: rows * 100)
                        : Rect(x: Double(index % 4) * 97.5, y: Double(index / 4) * 100, width: 90, height: 90)
                case .zeroHeight:
                    frame = Rect(
                        x: Double(index % 4) * 97.5, y: Double(index / 4) * 100, width: 90,
                        height: index % 2 == 0 ? 0 : 90)
                case .huge:
                    frame = Rect(x: Double(index % 4) * 97.5, y: Double(index / 4) * 1e9, width: 90, height: 9e8)
                }
                builder.addItem(frame)
                bottom = max(bottom, frame.maxY)
            }
        }
        builder.contentSize = Size(width: input.width, height: bottom)
    }
}

/// One registered strategy per degenerate shape.
struct DegenerateShape<Tag: DegenerateTag>: LayoutStrategy {
    static var name: String { "degenerate-\(Tag.shape.rawValue)" }
    init(options: OptionValues) throws(LayoutError) {}
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        DegenerateGeometry(shape: Tag.shape).place(input, into: &builder)
    }
}

protocol DegenerateTag: Sendable { static var shape: DegenerateGeometry.Shape { get } }
enum FewX: DegenerateTag { static let shape = DegenerateGeometry.Shape.fewX }
enum Tall: DegenerateTag { static let shape = DegenerateGeometry.Shape.tall }
enum ZeroHeight: DegenerateTag { static let shape = DegenerateGeometry.Shape.zeroHeight }
enum Huge: DegenerateTag { static let shape = DegenerateGeometry.Shape.huge }

extension StrategyRegistry {
    /// The built-ins plus the degenerate shapes of `trellis-bench --degenerate`.
    static var withDegenerateShapes: StrategyRegistry {
        var registry = StrategyRegistry.builtIn
        registry.register(DegenerateShape<FewX>.self)
        registry.register(DegenerateShape<Tall>.self)
        registry.register(DegenerateShape<ZeroHeight>.self)
        registry.register(DegenerateShape<Huge>.self)
        return registry
    }
}
