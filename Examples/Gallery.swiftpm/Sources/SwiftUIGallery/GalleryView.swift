import SwiftUI
import Trellis

/// The gallery screen: a picker of every registered strategy above a lazy grid
/// that loads another page of photos when the end comes near. Arrow keys (a
/// hardware keyboard on iOS 17, the remote on tvOS, macOS) move the focus to
/// the photo next to it on screen, and a photo dragged onto another lands
/// before or after it.
struct GalleryView: View {
    /// Photos per page; the bundled 5,000 sizes repeat after the first 5,000 photos.
    static let pageSize = 500

    @State private var photos = Photo.page(from: 0, count: pageSize)
    @State private var strategyName = "masonry"
    @State private var proxy = LazyTrellisGridProxy<Int>()
    /// The photo the arrow keys move from, kept while its view scrolls away.
    @State private var selected: Int?
    /// The photo whose view has the focus.
    @FocusState private var focused: Int?

    /// Every registered strategy, so strategies registered later appear too.
    private let strategyNames = StrategyRegistry.builtIn.names

    var body: some View {
        VStack(spacing: 0) {
            Picker("Strategy", selection: $strategyName) {
                ForEach(strategyNames, id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(SegmentedPickerStyle())
            .padding(8)
            Text("\(photos.count) photos · \(strategyName)")
                .font(.footnote)
                .foregroundColor(.secondary)
            grid
        }
    }

    @MainActor @ViewBuilder
    private var grid: some View {
        if let grid = try? LazyTrellisGrid(photos, configuration: configuration, itemSize: { $0.size }, cell: cell) {
            grid.onEndReached(threshold: 1500) {
                photos += Photo.page(from: photos.count, count: Self.pageSize)
            }
            .scrollProxy(proxy)
            .modifier(ArrowKeys { move(toward: $0) })
        } else {
            Text("The strategy \(strategyName) cannot lay these photos out.")
        }
    }

    /// The selected strategy with options that suit photos; the width comes from the view.
    private var configuration: Configuration {
        var options: OptionValues = [:]
        switch strategyName {
        case "flow-line": options = ["minimumInteritemSpacing": 4, "minimumLineSpacing": 4]
        case "mosaic": options = ["segmentHeight": 220, "gutter": 2]
        case "tile-pattern": options = ["template": "quilted", "columnSpacing": 2, "rowSpacing": 2]
        default: options = ["columns": 3]
        }
        // Options a strategy does not declare would be rejected: keep those it has.
        let declared = (try? StrategyRegistry.builtIn.strategy(named: strategyName).options.map(\.name)) ?? []
        return Configuration(
            strategy: strategyName, width: 390,
            options: OptionValues(options.values.filter { declared.contains($0.key) }))
    }

    @MainActor
    private func cell(_ photo: Photo) -> some View {
        ZStack {
            photo.color
            Text("\((photo.aspectRatio * 100).rounded() / 100)")
                .font(.caption2)
                .foregroundColor(.white)
        }
        .cornerRadius(4)
        .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.primary, lineWidth: selected == photo.id ? 3 : 0))
        .modifier(FocusableCell(id: photo.id, focus: $focused))
        // The selected photo takes the focus as soon as its view exists (after a scroll to it).
        .onAppear { if selected == photo.id { focused = photo.id } }
        .draggable(String(photo.id))
        .dropDestination(for: String.self) { ids, location in
            drop(ids.first.flatMap { Int($0) }, onto: photo.id, at: location)
        }
    }

    /// Moves the focus to the photo next to the focused one on screen (from
    /// the first photo in reading order when none is), whether or not its
    /// view exists: the grid scrolls it to the centre, and its view takes the
    /// focus when it appears.
    @MainActor
    private func move(toward direction: NeighborDirection) {
        guard let from = focused ?? selected ?? proxy.firstVisibleItemInReadingOrder() else { return }
        let next = proxy.neighbor(of: from, toward: direction) ?? from
        selected = next
        focused = next
        proxy.scrollTo(next, anchor: .center)
    }

    /// Moves the dragged photo before or after the photo it was dropped on,
    /// by the half of it under the finger (`reorderTarget(movingItem:droppedOn:at:)`).
    @MainActor
    private func drop(_ id: Int?, onto target: Int, at location: CGPoint) -> Bool {
        guard let id, id != target,
            let destination = proxy.reorderTarget(movingItem: id, droppedOn: target, at: location),
            let from = photos.firstIndex(where: { $0.id == id })
        else { return false }
        let photo = photos.remove(at: from)
        photos.insert(photo, at: min(destination.item, photos.count))
        selected = id
        return true
    }
}

/// Makes a cell focusable (iOS 17: `focusable()`; tvOS and macOS views are
/// focusable already) and binds its focus to the photo's identifier.
private struct FocusableCell: ViewModifier {
    let id: Int
    let focus: FocusState<Int?>.Binding

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 5.0)  // SDKs of iOS 17 and later
        if #available(iOS 17, *) {
            content.focusable().focused(focus, equals: id)
        } else {
            content.focused(focus, equals: id)
        }
        #else
        content.focused(focus, equals: id)
        #endif
    }
}

/// The arrow keys: `onMoveCommand` on tvOS (the remote) and macOS, where it
/// exists; `onKeyPress` on iOS 17 and later (a hardware keyboard), since
/// iOS has no `onMoveCommand`. Earlier iOS versions get no arrow keys.
private struct ArrowKeys: ViewModifier {
    let move: @MainActor (NeighborDirection) -> Void

    func body(content: Content) -> some View {
        #if os(tvOS) || os(macOS)
        content.onMoveCommand { command in
            switch command {
            case .up: move(.up)
            case .down: move(.down)
            case .left: move(.left)
            case .right: move(.right)
            @unknown default: break
            }
        }
        #elseif canImport(SwiftUI, _version: 5.0)  // SDKs of iOS 17 and later
        if #available(iOS 17, *) {
            content.onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
                switch press.key {
                case .upArrow: move(.up)
                case .downArrow: move(.down)
                case .leftArrow: move(.left)
                case .rightArrow: move(.right)
                default: return .ignored
                }
                return .handled
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}
