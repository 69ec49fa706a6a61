// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// A home screen in UIKit: chips, then a quilt, then a waterfall, one strategy per section.
final class HomeViewController: UICollectionViewController {
    var photos: [Photo] = []

    init() {
        let screen = CompositeStrategy([
            FlowLine(itemSize: Size(width: 100, height: 36), lineAlignment: .center),   // "lineAlignment": "center"
            TilePattern(template: .quilted),                                           // "template": "quilted"
        ], otherwise: ShortestColumn(columns: 2))
        let layout = TrellisCollectionViewLayout(strategy: screen)
        super.init(collectionViewLayout: layout)
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
    }

    required init?(coder: NSCoder) { nil }  // created in code only
}
