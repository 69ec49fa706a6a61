import Foundation

/// Real photo sizes bundled with Trellis, for demos, benchmarks and tests.
///
/// `coco2017Validation` holds the sizes of the 5,000 images of the MS-COCO
/// 2017 validation set (see `Resources/ATTRIBUTION.md`): real camera aspect
/// ratios from 0.25 to 2.6 (height / width), 24.6% portrait.
public enum SamplePhotos {
    /// The 5,000 COCO 2017 validation image sizes, in the source's order.
    ///
    /// Loaded once from the bundled CSV. Empty only if the resource is missing
    /// from the build, which the package's tests would catch.
    public static let coco2017Validation: [Size] = load("coco2017_val")

    /// Item sizes for `count` items: the bundled sizes repeated in order.
    ///
    /// - Complexity: O(*count*).
    public static func cycled(count: Int) -> [ItemSize] {
        let sizes = coco2017Validation
        guard !sizes.isEmpty, count > 0 else { return [] }
        return (0..<count).map { ItemSize(sizes[$0 % sizes.count]) }
    }

    private static func load(_ name: String) -> [Size] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        // The bundled file is known-good: `width,height` then one row per image.
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",")
            guard fields.count == 2, let width = Double(fields[0]), let height = Double(fields[1]) else { return nil }
            return Size(width: width, height: height)
        }
    }
}
