/// Real photo sizes bundled with Trellis, for demos, examples, benchmarks and tests.
///
/// `coco2017Validation` holds the sizes of the 5,000 images of the MS-COCO
/// 2017 validation set (`Docs/Examples/ATTRIBUTION.md`): real camera aspect
/// ratios from 0.25 to 2.6 (height / width), 24.6% portrait. The sizes are
/// compiled into the module, so they need no resource bundle and are the same
/// on Linux, macOS and iOS.
public enum SamplePhotos {
    /// The 5,000 COCO 2017 validation image sizes, in the source's order.
    ///
    /// Parsed once, on first use.
    public static let coco2017Validation: [Size] = parse(coco2017ValidationCSV)

    /// Item sizes for `count` items: the bundled sizes repeated in order.
    ///
    /// - Complexity: O(*count*).
    public static func cycled(count: Int) -> [ItemSize] {
        let sizes = coco2017Validation
        guard count > 0 else { return [] }
        return (0..<count).map { ItemSize(sizes[$0 % sizes.count]) }
    }

    /// The rows after the header line, each `width,height` in whole pixels.
    private static func parse(_ text: String) -> [Size] {
        text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",")
            guard fields.count == 2, let width = Double(fields[0]), let height = Double(fields[1]) else { return nil }
            return Size(width: width, height: height)
        }
    }
}
