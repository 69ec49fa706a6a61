// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

/// A photo and a caption of unknown length: the layout gives the cell its
/// column's width, the cell answers with the height its content needs.
final class CaptionCell: UICollectionViewCell {
    let photo = UIView()
    let caption = UILabel()
    private var photoHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.numberOfLines = 0
        caption.font = .preferredFont(forTextStyle: .footnote)
        let stack = UIStackView(arrangedSubviews: [photo, caption])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(_ post: PhotoPost) {
        caption.text = post.caption
        photoHeight?.isActive = false
        let ratio = post.photo.width > 0 ? post.photo.height / post.photo.width : 1
        photoHeight = photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: ratio)
        photoHeight?.isActive = true
        photo.backgroundColor = .systemGray4
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let width = layoutAttributes.size.width                  // the column's width: keep it
        let fitting = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.size = CGSize(width: width, height: fitting.height.rounded(.up))
        return attributes
    }
}

/// A photo with a caption, identified for a diffable data source.
struct PhotoPost: Identifiable, Hashable, Sendable {
    let id: Int
    let photo: Photo
    let caption: String
}
