import Trellis
import UIKit

/// A photo gallery laid out by Trellis: photos of common camera shapes
/// as coloured placeholders, a segmented control that switches between every
/// registered strategy, infinite scroll that appends a page of photos
/// whenever the prefetcher reaches the last screens, arrow keys that move the
/// selection to the photo next to it on screen, drag to reorder (long press),
/// and VoiceOver reading the visible photos row by row.
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
    /// The photos shown so far, by number, in the order the user arranged them.
    private var photos = Array(0..<GalleryViewController.pageSize)
    /// The photo the arrow keys move from.
    private var selected: IndexPath?

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
        collectionView.addGestureRecognizer(
            UILongPressGestureRecognizer(target: self, action: #selector(reorder(_:))))
        useStrategy(at: 0, animated: false)
    }

    /// The size of the photo numbered `number`.
    private func shape(of number: Int) -> CGSize {
        shapes[number * 3 % shapes.count]
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
        layout.itemSize = { [unowned self] indexPath in shape(of: photos[indexPath.item]) }
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    @objc private func strategyChanged(_ picker: UISegmentedControl) {
        useStrategy(at: picker.selectedSegmentIndex, animated: true)
    }

    // MARK: - Data source

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        let number = photos[indexPath.item]
        (cell as? PhotoCell)?.show(number: number, size: Size(shape(of: number)))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    // MARK: - Keyboard, reordering, VoiceOver

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
            UIKeyCommand.inputRightArrow,
        ]
        .map { UIKeyCommand(input: $0, modifierFlags: [], action: #selector(arrow(_:))) }
    }

    /// Moves the selection to the photo next to it on screen (`neighbor(of:toward:)`).
    @objc private func arrow(_ command: UIKeyCommand) {
        guard let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout else { return }
        let directions: [String?: NeighborDirection] = [
            UIKeyCommand.inputUpArrow: .up, UIKeyCommand.inputDownArrow: .down,
            UIKeyCommand.inputLeftArrow: .left, UIKeyCommand.inputRightArrow: .right,
        ]
        guard let direction = directions[command.input] else { return }
        let from = selected ?? layout.readingOrder(in: collectionView.bounds).first
        guard let from else { return }
        let next = layout.neighbor(of: from, toward: direction) ?? from
        selected = next
        collectionView.selectItem(at: next, animated: true, scrollPosition: .centeredVertically)
    }

    /// Focus (keyboard, game controller, tvOS remote) starts at the first photo a reader would see.
    override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        (collectionView.collectionViewLayout as? TrellisCollectionViewLayout)?
            .readingOrder(in: collectionView.bounds).first
    }

    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Drag to reorder: the layout picks the target before or after the photo under the finger.
    @objc private func reorder(_ gesture: UILongPressGestureRecognizer) {
        let point = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    /// VoiceOver reads the visible photos in reading order: rows top to bottom, each from its leading edge.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout else { return }
        collectionView.accessibilityElements = layout.readingOrder(in: collectionView.bounds).compactMap {
            collectionView.cellForItem(at: $0)
        }
    }

    // MARK: - Infinite scroll

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard indexPaths.contains(where: { $0.item >= photos.count - Self.prefetchMargin }) else { return }
        appendPage()
    }

    /// Appends a page of photos: the layout finds the change is an append and
    /// lays out only the new photos.
    private func appendPage() {
        let count = photos.count
        let added = (count..<count + Self.pageSize).map { IndexPath(item: $0, section: 0) }
        photos += count..<count + Self.pageSize
        collectionView.performBatchUpdates { collectionView.insertItems(at: added) }
    }
}
