// An app file that imports SwiftUI, UIKit, Foundation and Trellis and uses
// both sides' common names unqualified. Scripts/check-name-clashes.sh
// type-checks it for iOS with the package (never built on Linux: it needs the SDK).
import Foundation
import SwiftUI
import Trellis
import UIKit

// MARK: - The frameworks' names, unqualified

@available(iOS 16, *)
struct FrameworkNames: View {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let direction = LayoutDirection.rightToLeft
    let axis = Axis.vertical
    let edge = Edge.top
    let alignment = Alignment.center
    let angle = Angle(degrees: 90)
    let color = Color.red
    let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let font = Font.body
    let date = Date()
    let data = Data()
    let url = URL(fileURLWithPath: "/tmp")
    let indexPath = IndexPath(item: 0, section: 0)
    let uiInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let point = CGPoint(x: 1, y: 2)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Trellis")
            Image(systemName: "square.grid.2x2")
            Spacer()
            Group { Divider() }
        }
        .padding(insets)
        .environment(\.layoutDirection, direction)
    }
}

@available(iOS 16, *)
struct OneColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

// MARK: - Trellis's documented API, unqualified

@MainActor
func trellisNames() throws -> [String] {
    let insets = Insets(top: 8, left: 8, bottom: 8, right: 8)
    let direction = ReadingDirection.rightToLeft
    let rect = Rect(x: 0, y: 0, width: 390, height: 844)
    let size = Size(width: 390, height: 844)
    let point = Point(x: 0, y: 0)
    let sizes: [ItemSize] = (0..<50).map { ItemSize(width: Double(300 + $0 * 7 % 200), height: 300) }
    let input = LayoutInput(
        width: size.width, sections: [SectionInput(items: sizes, options: [:])],
        layoutDirection: direction)
    let configuration = Configuration(strategy: "masonry", width: 390)
    let prepared: PreparedLayout = try configuration.prepare(input.sections)
    let strategies: [any LayoutStrategy] = [
        try FlowLine(options: [:]), try RoundRobin(options: [:]), try ShortestColumn(options: [:]),
        try Mosaic(options: [:]), try Masonry(options: [:]), try JustifiedRows(options: [:]),
        try TilePattern(options: [:]),
    ]
    var controller = CollectionLayoutController(strategy: strategies[0], index: IndexOption.auto)
    let change: LayoutChange = try controller.update(to: input)
    let anchor: ScrollAnchor? = controller.scrollAnchor(in: rect)
    let adjustment = controller.contentOffsetAdjustment(
        keeping: anchor, after: change, bounds: rect, contentInset: insets)
    let attributes: [LayoutAttributes] = prepared.elements(in: rect)
    let kinds: [ElementKind] = attributes.map(\.kind)
    let paths: [ElementPath] = attributes.map(\.path)
    let axis: ScrollAxis = prepared.scrollAxis
    let response: BoundsChangeResponse = controller.response(toBoundsChangeFrom: rect, to: rect)
    let layout = TrellisCollectionViewLayout(controller: controller)
    let errors: [any Error.Type] = [LayoutError.self]
    _ = (point, kinds, paths, axis, response, layout, errors, adjustment, StrategyRegistry.builtIn.names)
    return StrategyRegistry.builtIn.names
}

@available(iOS 16, *)
struct TrellisInSwiftUI: View {
    let strategy: any LayoutStrategy
    var body: some View {
        ScrollView {
            TrellisLayout(strategy) {
                Color.blue.trellisItemSize(width: 40, height: 30)
                Text("Trellis").padding(EdgeInsets())
            }
        }
    }
}
