import Trellis
import UIKit

/// A photo gallery laid out by Trellis: photos of common camera shapes as
/// coloured placeholders, each with a caption of its own length under it
/// (cells that size themselves), one section with a pinned header per page,
/// a segmented control that switches between every registered strategy,
/// infinite scroll that applies a diffable data source's snapshot with the
/// next page whenever the prefetcher reaches the last photos, arrow keys that
/// move the selection to the photo next to it on screen, drag to reorder
/// (long press), and VoiceOver reading the visible photos row by row.
final class GalleryViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    /// Photos per page; each page is a section.
    private static let pageSize = 500
    /// Photos to prefetch ahead of the end before appending the next page.
    private static let prefetchMargin = 100
    /// A page header's height.
    private static let headerHeight = 36.0

    /// Pixel sizes of common camera shapes; photo *i* shows size *3i* modulo
    /// their count, so neighbours differ and the gallery never ends.
    private let shapes: [CGSize] = [
        CGSize(width: 4032, height: 3024), CGSize(width: 1080, height: 1920), CGSize(width: 3000, height: 2000),
        CGSize(width: 2048, height: 2048), CGSize(width: 3024, height: 4032), CGSize(width: 1920, height: 1080),
        CGSize(width: 2000, height: 3000),
    ]
    /// Words the captions are made of.
    private static let words = "a quiet street after the rain with the lights of the shops still on".split(
        separator: " ")
    /// The registered strategies, in the order the segmented control shows them.
    private let strategies = StrategyRegistry.builtIn.names
    /// The photo the arrow keys move from.
    private var selected: IndexPath?

    /// The photos by page (section) and number (item), in the order the user
    /// arranged them: the snapshot is the only copy of that order.
    private lazy var dataSource = makeDataSource()

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
        collectionView.register(
            PageHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: PageHeaderView.reuseIdentifier)
        collectionView.prefetchDataSource = self
        let picker = UISegmentedControl(items: strategies)
        picker.selectedSegmentIndex = 0
        picker.addTarget(self, action: #selector(strategyChanged(_:)), for: .valueChanged)
        navigationItem.titleView = picker
        collectionView.addGestureRecognizer(
            UILongPressGestureRecognizer(target: self, action: #selector(reorder(_:))))
        useStrategy(at: 0, animated: false)
        appendPage()
    }

    /// The size of the photo numbered `number`.
    private func shape(of number: Int) -> CGSize {
        shapes[number * 3 % shapes.count]
    }

    /// The caption of the photo numbered `number`: 2 to 17 words.
    private static func caption(of number: Int) -> String {
        let length = 2 + number * 5 % 16
        return (0..<length).map { String(words[($0 + number) % words.count]) }.joined(separator: " ")
    }

    /// Lays the gallery out with the strategy at `index` of ``strategies``:
    /// default options, a header per section where the strategy has headers,
    /// pinned to the top.
    private func useStrategy(at index: Int, animated: Bool) {
        let layout: TrellisCollectionViewLayout
        do {
            let name = strategies[index]
            let declared = try StrategyRegistry.builtIn.strategy(named: name).options.map(\.name)
            let header: OptionValues = ["headerReferenceSize": [0, .number(Self.headerHeight)]]
            let options = OptionValues(header.values.filter { declared.contains($0.key) })
            let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: options)
            layout = TrellisCollectionViewLayout(strategy: strategy, pinsHeaders: true)
        } catch {
            title = "\(error)"
            return
        }
        layout.sizeForItem = { [unowned self, unowned layout] indexPath in
            estimatedSize(at: indexPath, in: layout)
        }
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    /// An item's size until its cell measures itself: with a column strategy,
    /// the photo's height at the column's width plus two lines of caption
    /// (`itemWidth(inSection:)`); with another strategy, the photo's shape
    /// (the cell then keeps the frame it is given).
    private func estimatedSize(at indexPath: IndexPath, in layout: TrellisCollectionViewLayout) -> ItemSize {
        let size = dataSource.itemIdentifier(for: indexPath).map(shape(of:)) ?? CGSize(width: 1, height: 1)
        guard let width = layout.itemWidth(inSection: indexPath.section), size.width > 0 else {
            return ItemSize(size)
        }
        return ItemSize(height: Double(width * size.height / size.width) + PhotoCell.twoCaptionLines)
    }

    @objc private func strategyChanged(_ picker: UISegmentedControl) {
        useStrategy(at: picker.selectedSegmentIndex, animated: true)
    }

    // MARK: - Data source

    /// The diffable data source: cells, page headers, and reordering.
    private func makeDataSource() -> UICollectionViewDiffableDataSource<Int, Int> {
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            [unowned self] collectionView, indexPath, number in
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout
            (cell as? PhotoCell)?.show(
                number: number, size: Size(shape(of: number)), caption: Self.caption(of: number),
                measuresHeight: layout?.itemWidth(inSection: indexPath.section) != nil)
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: PageHeaderView.reuseIdentifier, for: indexPath)
            (header as? PageHeaderView)?.show(page: indexPath.section + 1)
            return header
        }
        // Drag to reorder: the snapshot takes the move, then the layout follows it as a batch update.
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        return dataSource
    }

    // MARK: - Keyboard, reordering, VoiceOver

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
            UIKeyCommand.inputRightArrow, UIKeyCommand.inputPageUp, UIKeyCommand.inputPageDown,
            UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
        ]
        .map { UIKeyCommand(input: $0, modifierFlags: [], action: #selector(arrow(_:))) }
    }

    /// Moves the selection to the photo next to it on screen (arrows:
    /// `neighbor(of:toward:)`), a screen up or down its column (page keys:
    /// `page(from:toward:)`), or to its column's first or last photo (Home,
    /// End: `farthest(from:toward:)`).
    @objc private func arrow(_ command: UIKeyCommand) {
        guard let layout = collectionView.collectionViewLayout as? TrellisCollectionViewLayout else { return }
        let from = selected ?? layout.readingOrder(in: collectionView.bounds).first
        guard let from, let input = command.input else { return }
        let moves: [String: (IndexPath) -> IndexPath?] = [
            UIKeyCommand.inputUpArrow: { layout.neighbor(of: $0, toward: .up) },
            UIKeyCommand.inputDownArrow: { layout.neighbor(of: $0, toward: .down) },
            UIKeyCommand.inputLeftArrow: { layout.neighbor(of: $0, toward: .left) },
            UIKeyCommand.inputRightArrow: { layout.neighbor(of: $0, toward: .right) },
            UIKeyCommand.inputPageUp: { layout.page(from: $0, toward: .up) },
            UIKeyCommand.inputPageDown: { layout.page(from: $0, toward: .down) },
            UIKeyCommand.inputHome: { layout.farthest(from: $0, toward: .up) },
            UIKeyCommand.inputEnd: { layout.farthest(from: $0, toward: .down) },
        ]
        guard let move = moves[input] else { return }
        let next = move(from) ?? from
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

    /// Drag to reorder: the layout picks the target before or after the photo
    /// under the finger and lifts the dragged photo above the others.
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
        let snapshot = dataSource.snapshot()
        guard let last = snapshot.sectionIdentifiers.last,
            indexPaths.contains(where: {
                $0.section == snapshot.numberOfSections - 1
                    && $0.item >= snapshot.numberOfItems(inSection: last) - Self.prefetchMargin
            })
        else { return }
        appendPage()
    }

    /// Appends a page of photos as a new section with a snapshot: a batch
    /// update, which the layout follows by laying out only the new photos;
    /// the sizes the shown cells measured stay.
    private func appendPage() {
        var snapshot = dataSource.snapshot()
        let page = snapshot.numberOfSections
        let first = snapshot.numberOfItems
        snapshot.appendSections([page])
        snapshot.appendItems(Array(first..<first + Self.pageSize), toSection: page)
        dataSource.apply(snapshot, animatingDifferences: page > 0)
    }
}

/// A page's header, pinned to the top while its page is on screen.
final class PageHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "PageHeader"

    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the page numbered `page` (from 1).
    func show(page: Int) {
        label.text = "Page \(page)"
    }
}
