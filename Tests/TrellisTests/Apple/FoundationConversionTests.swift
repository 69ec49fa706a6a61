import Foundation
import Testing
import TrellisTools

@Suite("Conversions to and from Foundation/CoreGraphics types")
struct FoundationConversionTests {
    @Test("geometry round-trips through CGRect, CGSize and CGPoint exactly")
    func geometry() {
        let rect = Rect(x: 1.5, y: -2.25, width: 390.1, height: 1e-9)
        let cgRect = CGRect(rect)
        #expect(cgRect.origin.x == 1.5 && cgRect.size.width == 390.1)
        #expect(Rect(cgRect) == rect)
        #expect(Size(CGSize(Size(width: 3, height: 4))) == Size(width: 3, height: 4))
        #expect(Point(CGPoint(Point(x: 7, y: 8))) == Point(x: 7, y: 8))
    }

    @Test("element paths convert to two-index IndexPaths and back; other lengths are refused")
    func indexPaths() {
        let path = ElementPath(section: 2, item: 41)
        #expect(path.indexPath == IndexPath(indexes: [2, 41]))
        #expect(ElementPath(path.indexPath) == path)
        #expect(ElementPath(IndexPath(index: 3)) == nil)
        #expect(ElementPath(IndexPath(indexes: [1, 2, 3])) == nil)
    }
}
