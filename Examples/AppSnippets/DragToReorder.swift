// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// Drag to reorder with a plain data source: a long press drives UIKit's
/// interactive movement, and the data source takes the move.
final class ReorderablePhotosViewController: UICollectionViewController {
    var photos: [Photo] = []

    init() {
        super.init(collectionViewLayout: TrellisCollectionViewLayout(strategy: Masonry(columns: 3)))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(reorder(_:))))
    }

    @objc private func reorder(_ gesture: UILongPressGestureRecognizer) {
        let point = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)   // the layout lifts the cell
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)   // the layout picks the target
        case .ended:
            collectionView.endInteractiveMovement()                         // then the data source moves the item
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
    ) {
        photos.insert(photos.remove(at: source.item), at: destination.item)
    }
}

/// With a diffable data source, its reordering handlers take the move instead.
@MainActor
func allowReordering(_ dataSource: UICollectionViewDiffableDataSource<Int, Photo.ID>, photos: @escaping (NSDiffableDataSourceTransaction<Int, Photo.ID>) -> Void) {
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { transaction in photos(transaction) }   // transaction.finalSnapshot: the new order
}
