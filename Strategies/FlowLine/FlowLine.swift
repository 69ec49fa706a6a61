import TrellisCore

/// UICollectionViewFlowLayout's line layout. (Being written.)
public struct FlowLine: LayoutStrategy {
    public static let name = "flow-line"
    public init(options: OptionValues) throws(LayoutError) {}
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        throw .invalidConfiguration("flow-line is not written yet")
    }
}
