/// An SVG picture of one or more prepared layouts side by side, at one scale,
/// that a person can open: never longer than ``maximumPixelLength`` on either side.
///
/// Used by `trellis render`, `trellis demo` and `trellis compare --picture`.
///
/// * Items are filled with a hue that follows their index in the section (once
///   round the colour wheel every ``hueCycle`` items, so an item far from its
///   neighbours in order stands out) and numbered where they are large enough
///   for the number.
/// * Headers and footers are dark hatched bands labelled with their kind and section;
///   section backgrounds are pale rounded rects behind their items.
/// * An item that crosses the content's edge across the scroll axis is drawn
///   where it really is, outside the content area, with a red dashed outline.
/// * A long layout is cut along the scroll axis at ``visibleLength`` (and at
///   whatever fits in ``maximumPixelLength``); a dashed line marks the cut.
/// * Each panel's caption says which part of the layout it shows, at what
///   scale; a legend under the panels explains the colours.
///
/// All text is at least 14 px in the picture's own pixels, whatever the scale.
///
/// ```swift
/// let picture = LayoutPicture(panels: [.init(title: "mosaic", layout: layout)], visibleLength: 2_000)
/// try picture.svg().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct LayoutPicture: Sendable {
    /// One layout with its caption.
    public struct Panel: Sendable {
        /// The bold first line of the caption, e.g. the strategy name.
        public var title: String
        /// The second line of the caption, e.g. "5000 items, 412,345 pt tall".
        public var subtitle: String
        /// The layout to draw.
        public var layout: PreparedLayout
        /// What each section's header says, by section; a section without a
        /// name (or past the end) is labelled "header *i*".
        public var sectionNames: [String]
        /// The item whose spatial neighbours to draw, or `nil`: arrows to its
        /// neighbours up, down, left and right (``PreparedLayout/neighbor(of:toward:)``),
        /// and each shown item's place in reading order
        /// (``PreparedLayout/readingOrder(in:)``) in a badge at its corner.
        public var navigationFrom: ElementPath?

        /// Creates a panel.
        public init(title: String, subtitle: String = "", layout: PreparedLayout, sectionNames: [String] = []) {
            self.title = title
            self.subtitle = subtitle
            self.layout = layout
            self.sectionNames = sectionNames
        }
    }

    /// The longest side, in pixels, a picture may have: image tools and
    /// browsers open pictures this size (`rsvg-convert` refuses more than 32,767).
    public static let maximumPixelLength = 16_384.0
    /// Item hues go once round the colour wheel every this many items.
    public static let hueCycle = 36

    /// The panels, drawn left to right.
    public var panels: [Panel]
    /// Pixels per layout point. Lowered when even the layouts' widths (their
    /// heights, scrolling horizontally) would not fit in ``maximumPixelLength``.
    public var scale: Double
    /// Draw only the top (or, scrolling horizontally, the left) of each layout,
    /// up to this many points; `nil` draws as much as fits in ``maximumPixelLength``.
    public var visibleLength: Double?

    /// Creates a picture.
    public init(panels: [Panel], scale: Double = 1, visibleLength: Double? = nil) {
        self.panels = panels
        self.scale = scale
        self.visibleLength = visibleLength
    }
}
