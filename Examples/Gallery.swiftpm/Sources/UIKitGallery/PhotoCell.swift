import Trellis
import UIKit

/// A placeholder for a photo: a tile coloured by the photo's aspect ratio
/// (height / width), from orange for wide panoramas to blue for tall
/// portraits, with a caption under it. With a column strategy the cell sizes
/// itself: it keeps the column's width the layout gives it and answers the
/// height of the tile at the photo's aspect ratio plus the wrapped caption.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    /// The height the layout's estimate allows for the caption: two lines and the spacing.
    static let twoCaptionLines = 36.0

    private let tile = UIView()
    private let number = UILabel()
    private let caption = UILabel()
    /// The tile's height over its width, active while the cell sizes itself.
    private var aspectRatio: NSLayoutConstraint?
    /// Whether the cell answers its own height (a column strategy), or keeps its frame.
    private var measuresHeight = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        number.font = .monospacedDigitSystemFont(ofSize: 11, weight: .medium)
        number.textColor = UIColor.white.withAlphaComponent(0.85)
        number.translatesAutoresizingMaskIntoConstraints = false
        tile.addSubview(number)
        tile.layer.cornerRadius = 4
        tile.clipsToBounds = true
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.textColor = .secondaryLabel
        caption.setContentCompressionResistancePriority(.required, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [tile, caption])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            number.leadingAnchor.constraint(equalTo: tile.leadingAnchor, constant: 6),
            number.bottomAnchor.constraint(equalTo: tile.bottomAnchor, constant: -4),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the photo numbered `number` of size `size` with its caption;
    /// `measuresHeight` when the layout gives the cell a column's width and
    /// takes the height it answers.
    func show(number: Int, size: Size, caption: String, measuresHeight: Bool) {
        let ratio = size.width > 0 ? size.height / size.width : 1
        // COCO's ratios run from 0.25 to 2.6; map them onto hues from orange (0.08) to blue (0.62).
        let position = min(max((ratio - 0.25) / (2.6 - 0.25), 0), 1)
        tile.backgroundColor = UIColor(
            hue: CGFloat(0.08 + 0.54 * position), saturation: 0.55,
            brightness: 0.85, alpha: 1)
        self.number.text = "\(number)"
        self.caption.text = caption
        self.measuresHeight = measuresHeight
        // A fixed frame (rows, mosaics) shows one line of caption; a measured cell all of it.
        self.caption.numberOfLines = measuresHeight ? 0 : 1
        aspectRatio?.isActive = false
        aspectRatio = tile.heightAnchor.constraint(equalTo: tile.widthAnchor, multiplier: CGFloat(ratio))
        aspectRatio?.isActive = measuresHeight
    }

    /// The height of the tile and the caption at the width the layout gives
    /// (the column's), or the layout's frame unchanged when the cell does not
    /// measure itself.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard measuresHeight else { return layoutAttributes }
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let width = layoutAttributes.size.width
        let fitting = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.size = CGSize(width: width, height: fitting.height.rounded(.up))
        return attributes
    }
}
