import Trellis
import UIKit

/// A placeholder for a photo: a tile coloured by the photo's aspect ratio
/// (height / width), from orange for wide panoramas to blue for tall portraits.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .monospacedDigitSystemFont(ofSize: 11, weight: .medium)
        label.textColor = UIColor.white.withAlphaComponent(0.85)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
        contentView.layer.cornerRadius = 4
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the photo numbered `number` of size `size`.
    func show(number: Int, size: Size) {
        let ratio = size.width > 0 ? size.height / size.width : 1
        // COCO's ratios run from 0.25 to 2.6; map them onto hues from orange (0.08) to blue (0.62).
        let position = min(max((ratio - 0.25) / (2.6 - 0.25), 0), 1)
        contentView.backgroundColor = UIColor(
            hue: CGFloat(0.08 + 0.54 * position), saturation: 0.55,
            brightness: 0.85, alpha: 1)
        label.text = "\(number)"
    }
}
