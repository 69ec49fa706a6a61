import SwiftUI
import Trellis

/// One placeholder photo: an identifier and the natural size of a common camera shape.
struct Photo: Identifiable, Hashable {
    let id: Int
    let size: ItemSize

    /// Pixel sizes of common cameras and crops, landscape and portrait.
    private static let shapes: [(width: Double, height: Double)] = [
        (4032, 3024), (3024, 4032), (1920, 1080), (3000, 2000), (1080, 1920),
        (2048, 2048), (2000, 3000), (1600, 900), (1200, 1600), (2560, 1080),
    ]

    /// The photos `start..<start + count`; photo *i* takes shape *7i* (mod 10), so neighbours differ.
    static func page(from start: Int, count: Int) -> [Photo] {
        (start..<start + count).map { index in
            let shape = shapes[index * 7 % shapes.count]
            return Photo(id: index, size: ItemSize(width: shape.width, height: shape.height))
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
