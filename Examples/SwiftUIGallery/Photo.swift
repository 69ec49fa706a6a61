import SwiftUI
import Trellis

/// One placeholder photo: an identifier and a natural size from the bundled COCO sizes.
struct Photo: Identifiable, Hashable {
    let id: Int
    let size: ItemSize

    /// The photos `start..<start + count`, cycling through the 5,000 bundled sizes.
    static func page(from start: Int, count: Int) -> [Photo] {
        let sizes = SamplePhotos.coco2017Validation
        guard !sizes.isEmpty else { return [] }
        return (start..<start + count).map { index in
            Photo(id: index, size: ItemSize(sizes[index % sizes.count]))
        }
    }

    /// Height over width: below 1 landscape, above 1 portrait.
    var aspectRatio: Double {
        guard let width = size.width, width > 0 else { return 1 }
        return size.height / width
    }

    /// A hue from the aspect ratio: wide photos orange, square green, tall blue.
    var color: Color {
        let clamped = Swift.min(Swift.max(aspectRatio, 0.4), 2)
        return Color(hue: 0.08 + 0.55 * (clamped - 0.4) / 1.6, saturation: 0.55, brightness: 0.9)
    }
}
