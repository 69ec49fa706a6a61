// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// A collection view controller whose layout a storyboard created as a `TrellisCollectionViewLayout`.
final class StoryboardPhotosViewController: UICollectionViewController {
    var photos: [Photo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout
        layout?.replaceController(with: CollectionLayoutController(strategy: Masonry(columns: 3)))
        layout?.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
    }
}
