// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

@MainActor
func reload(_ photos: [Photo], in collectionView: UICollectionView, layout: TrellisCollectionViewLayout) async {
    let input = LayoutInput(width: Double(collectionView.bounds.width), items: photos.map { ItemSize($0.size) })
    let strategy = layout.controller.strategy  // any LayoutStrategy is Sendable
    // Only Sendable values cross to the detached task: the strategy, the input, the prepared layout.
    let prepared = await Task.detached(priority: .userInitiated) { try? strategy.prepare(input) }.value
    guard let prepared else { return }
    layout.install(prepared, for: input)  // no second prepare on the main actor
    collectionView.reloadData()
}
