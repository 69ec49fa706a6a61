/// What a collection layout must do when the visible bounds change (a
/// scroll, a rotation, a window resize).
public enum BoundsChangeResponse: Sendable, Hashable {
    /// Nothing: the layout and every attribute stay valid (an ordinary scroll).
    case none
    /// Only pinned headers move: query again, keep the prepared layout (a
    /// scroll with pinned headers; UIKit then invalidates on every bounds change).
    case repositionPinnedHeaders
    /// The length across the scroll axis changed (the width of a vertical
    /// layout, the height of a horizontal one): prepare again.
    case relayout
}
