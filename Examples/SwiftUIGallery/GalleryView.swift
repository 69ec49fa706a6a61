import SwiftUI
import Trellis

/// The gallery screen: a picker of every registered strategy above a lazy grid
/// that loads another page of photos when the end comes near.
struct GalleryView: View {
    /// Photos per page; the bundled 5,000 sizes repeat after the first 5,000 photos.
    static let pageSize = 500

    @State private var photos = Photo.page(from: 0, count: pageSize)
    @State private var strategyName = "masonry"

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

    @ViewBuilder
    private var grid: some View {
        if let grid = try? LazyTrellisGrid(photos, configuration: configuration, itemSize: { $0.size }, cell: cell) {
            grid.onEndReached(threshold: 1500) {
                photos += Photo.page(from: photos.count, count: Self.pageSize)
            }
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
        default: options = ["columns": 3]
        }
        // Options a strategy does not declare would be rejected: keep those it has.
        let declared = (try? StrategyRegistry.builtIn.strategy(named: strategyName).options.map(\.name)) ?? []
        return Configuration(
            strategy: strategyName, width: 390,
            options: OptionValues(options.values.filter { declared.contains($0.key) }))
    }

    private func cell(_ photo: Photo) -> some View {
        ZStack {
            photo.color
            Text("\((photo.aspectRatio * 100).rounded() / 100)")
                .font(.caption2)
                .foregroundColor(.white)
        }
        .cornerRadius(4)
    }
}
