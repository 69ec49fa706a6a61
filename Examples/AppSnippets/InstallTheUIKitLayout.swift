// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// README: a collection view laid out by `masonry`.
final class InstallTheUIKitLayout: UIViewController {
    var photos: [Photo] = []
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func installLayout() throws {
        let layout = try TrellisCollectionViewLayout(configuration: Configuration(
            strategy: "masonry", width: 0, options: ["columns": 3, "cellPadding": 4]))
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }   // natural sizes
        collectionView.collectionViewLayout = layout
    }
}
