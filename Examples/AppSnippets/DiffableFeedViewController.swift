// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

final class FeedViewController: UICollectionViewController {
    private var posts: [PhotoPost.ID: PhotoPost] = [:]
    private lazy var dataSource = UICollectionViewDiffableDataSource<Int, PhotoPost.ID>(
        collectionView: collectionView
    ) { [unowned self] collectionView, indexPath, id in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
        if let post = posts[id] { (cell as? CaptionCell)?.show(post) }
        return cell
    }

    init() {
        let layout = TrellisCollectionViewLayout(
            strategy: Masonry(columns: 2, cellPadding: 0, columnSpacing: 8, itemSpacing: 8))
        super.init(collectionViewLayout: layout)
        layout.sizeForItem = { [unowned self, unowned layout] indexPath in
            guard let id = dataSource.itemIdentifier(for: indexPath), let photo = posts[id]?.photo,
                photo.width > 0
            else { return ItemSize(height: 100) }
            // No column width before the first layout pass: the photo's shape is the estimate.
            guard let width = layout.itemWidth(inSection: indexPath.section) else { return ItemSize(photo.size) }
            return ItemSize(height: Double(width) * photo.height / photo.width + 36)   // the photo + two lines
        }
    }

    required init?(coder: NSCoder) { nil }  // created in code only

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CaptionCell.self, forCellWithReuseIdentifier: "post")
        var snapshot = NSDiffableDataSourceSnapshot<Int, PhotoPost.ID>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        appendPage(firstPosts())
    }

    func appendPage(_ page: [PhotoPost]) {
        for post in page { posts[post.id] = post }
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(page.map(\.id), toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: true)    // a UICollectionView batch update: measured sizes stay
    }
}

/// The first page of posts.
func firstPosts() -> [PhotoPost] {
    nextPage().map { PhotoPost(id: $0.id, photo: $0, caption: String(repeating: "A caption. ", count: 1 + $0.id % 5)) }
}
