// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Foundation
import SwiftUI
import Trellis
import UIKit

/// The photo model the snippets share: an identifier, a URL and a pixel size.
struct Photo: Identifiable, Hashable, Sendable {
    let id: Int
    let url: URL?
    let width: Double
    let height: Double

    /// The natural size in points, for UIKit.
    var pixelSize: CGSize { CGSize(width: width, height: height) }
    /// The natural size as a Trellis value.
    var size: Size { Size(width: width, height: height) }
}

/// The next page of an endless feed.
func nextPage() -> [Photo] {
    (0..<30).map { Photo(id: $0, url: nil, width: 4032, height: $0.isMultiple(of: 3) ? 4032 : 3024) }
}

/// A section background view, registered for ``TrellisCollectionViewLayout/sectionBackgroundKind``.
final class CardBackgroundView: UICollectionReusableView {}
