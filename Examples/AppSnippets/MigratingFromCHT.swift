// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// A waterfall that used CHTCollectionViewWaterfallLayout, moved to Trellis:
/// every line of the migration table, and the full migration.
final class MigratedWaterfallViewController: UICollectionViewController {
    var photos: [Photo] = []

    func makeLayout() -> TrellisCollectionViewLayout {
        let layout = TrellisCollectionViewLayout(
            strategy: ShortestColumn(
                columns: 2,                                                 // columnCount
                cellPadding: 0,                                             // CHT has no padding
                sectionInset: Insets(top: 8, left: 8, bottom: 8, right: 8), // sectionInset
                headerReferenceSize: Size(width: 0, height: 44),            // headerHeight
                footerReferenceSize: Size(width: 0, height: 20),            // footerHeight
                columnSpacing: 10,                                          // minimumColumnSpacing
                itemSpacing: 10))                                           // minimumInteritemSpacing
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }   // sizeForItemAt
        layout.sectionOptions = { section in                                // the per-section delegate methods
            section == 0
                ? ["columns": 1, "headerReferenceSize": [0, 0], "footerReferenceSize": [0, 0]]
                : ["headerReferenceSize": [0, 44], "sectionInset": [8, 16, 8, 16], "itemSpacing": 12]
        }
        return layout
    }

    /// The table's lines, one by one.
    func eachLine(_ layout: TrellisCollectionViewLayout) -> [any LayoutStrategy] {
        let strategies: [any LayoutStrategy] = [
            ShortestColumn(columns: 3),
            ShortestColumn(cellPadding: 0, columnSpacing: 10),
            ShortestColumn(cellPadding: 0, itemSpacing: 10),
            ShortestColumn(headerReferenceSize: Size(width: 0, height: 44), footerReferenceSize: Size(width: 0, height: 20)),
            ShortestColumn(sectionInset: Insets(top: 8, left: 8, bottom: 8, right: 8)),
            RoundRobin(columns: 3),
        ]
        layout.layoutDirection = .rightToLeft
        collectionView.alwaysBounceVertical = true
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
        layout.sectionOptions = { section in ["columns": section == 0 ? 1 : 3] }
        layout.sectionOptions = { section in ["headerReferenceSize": [0, section == 0 ? 0 : 44]] }
        layout.sectionOptions = { _ in ["sectionInset": [8, 16, 8, 16]] }
        layout.sectionOptions = { _ in ["itemSpacing": 12, "columnSpacing": 8] }
        let width = layout.itemWidth(inSection: 0)
        _ = width
        return strategies
    }
}
