// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// The layout class a storyboard names: a masonry of three columns.
final class PhotosLayout: TrellisCollectionViewLayout {
    override class var storyboardStrategy: any LayoutStrategy { Masonry(columns: 3) }
}

/// A collection view controller whose layout a storyboard created as a `PhotosLayout`.
final class StoryboardPhotosViewController: UICollectionViewController {
    var photos: [Photo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout
        layout?.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
    }

    /// Another strategy at run time, for a layout of any class.
    func switchToJustifiedRows() {
        let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout
        layout?.replaceController(with: CollectionLayoutController(strategy: JustifiedRows(targetRowHeight: 180)))
    }
}
