// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

final class PhotosViewController: UICollectionViewController {
    var photos: [Photo] = []

    init() {
        let layout = TrellisCollectionViewLayout(
            strategy: FlowLine(minimumLineSpacing: 8, headerReferenceSize: Size(width: 0, height: 44)),
            pinsHeaders: true)
        super.init(collectionViewLayout: layout)
        // A natural size per item: column strategies keep its aspect ratio,
        // flow-line uses it as the cell's size.
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
    }

    required init?(coder: NSCoder) { nil }  // created in code only
}
