import Trellis
import UIKit

/// A photo gallery laid out by Trellis: photos of common camera shapes
/// as coloured placeholders, a segmented control that switches between every
/// registered strategy, and infinite scroll that appends a page of photos
/// whenever the prefetcher reaches the last screens.
final class GalleryViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    /// Photos appended per page.
    private static let pageSize = 500
    /// Photos to prefetch ahead of the end before appending the next page.
    private static let prefetchMargin = 100

    /// Pixel sizes of common camera shapes; photo *i* shows size *3i* modulo
    /// their count, so neighbours differ and the gallery never ends.
    private let shapes: [CGSize] = [
        CGSize(width: 4032, height: 3024), CGSize(width: 1080, height: 1920), CGSize(width: 3000, height: 2000),
        CGSize(width: 2048, height: 2048), CGSize(width: 3024, height: 4032), CGSize(width: 1920, height: 1080),
        CGSize(width: 2000, height: 3000),
    ]
    /// The registered strategies, in the order the segmented control shows them.
    private let strategies = StrategyRegistry.builtIn.names
    /// The number of photos shown so far.
    private var count = GalleryViewController.pageSize

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.prefetchDataSource = self
        let picker = UISegmentedControl(items: strategies)
        picker.selectedSegmentIndex = 0
        picker.addTarget(self, action: #selector(strategyChanged(_:)), for: .valueChanged)
        navigationItem.titleView = picker
        useStrategy(at: 0, animated: false)
    }

    /// Lays the gallery out with the strategy at `index` of ``strategies``, default options.
    private func useStrategy(at index: Int, animated: Bool) {
        let layout: TrellisCollectionViewLayout
        do {
            let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategies[index], options: [:])
            layout = TrellisCollectionViewLayout(strategy: strategy)
        } catch {
            title = "\(error)"
            return
        }
        let shapes = shapes
        layout.itemSize = { indexPath in shapes[indexPath.item * 3 % shapes.count] }
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    @objc private func strategyChanged(_ picker: UISegmentedControl) {
        useStrategy(at: picker.selectedSegmentIndex, animated: true)
    }

    // MARK: - Data source

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(number: indexPath.item, size: Size(shapes[indexPath.item * 3 % shapes.count]))
        return cell
    }

    // MARK: - Infinite scroll

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard indexPaths.contains(where: { $0.item >= count - Self.prefetchMargin }) else { return }
        appendPage()
    }

    /// Appends a page of photos: the layout finds the change is an append and
    /// lays out only the new photos.
    private func appendPage() {
        let added = (count..<count + Self.pageSize).map { IndexPath(item: $0, section: 0) }
        count += Self.pageSize
        collectionView.performBatchUpdates { collectionView.insertItems(at: added) }
    }
}
