import Foundation
import Testing
import TrellisTestSupport
import TrellisTools

@Suite("Sample photos")
struct SamplePhotosTests {
    @Test("the compiled-in sizes are exactly the rows of Docs/Examples/coco2017_val.csv")
    func matchesTheCSV() throws {
        let root = repositoryRoot
        let text = try String(
            contentsOf: root.appendingPathComponent("Docs/Examples/coco2017_val.csv"), encoding: .utf8)
        let sections = try ItemsDecoder.sections(fromCSV: text)
        let fromFile = sections.flatMap { section in (0..<section.count).compactMap { section.size(at: $0) } }
        #expect(fromFile.count == 5_000)
        #expect(SamplePhotos.coco2017Validation.map(ItemSize.init) == fromFile)
    }

    @Test("cycled repeats the sizes in order")
    func cycled() {
        let photos = SamplePhotos.coco2017Validation
        let cycled = SamplePhotos.cycled(count: photos.count + 3)
        #expect(cycled.count == photos.count + 3)
        #expect(cycled[photos.count + 2] == ItemSize(photos[2]))
        #expect(SamplePhotos.cycled(count: 0).isEmpty)
    }
}
