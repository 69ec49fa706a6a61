// swift-format-ignore-file
// The sample of Docs/Concurrency.md, copied as the guide writes it
// (DocumentationSampleTests checks the copy), with the check of what it claims.
import Testing
import TrellisTools

@MainActor
final class GalleryModel {
    private(set) var layout: PreparedLayout?

    func update(width: Double, photos: [ItemSize]) async throws {
        let input = LayoutInput(width: width, items: photos)
        // Prepared on the cooperative pool, not the main actor.
        let prepared = try await Task.detached(priority: .userInitiated) {
            try ShortestColumn(columns: 3).prepare(input)
        }.value
        // Back on the main actor: store it, then query it as the view scrolls.
        layout = prepared
    }

    func visibleElements(in viewport: Rect) -> [LayoutAttributes] {
        layout?.elements(in: viewport) ?? []
    }
}

@Suite("Docs/Concurrency.md")
struct ConcurrencyGuideTests {
    @MainActor
    @Test("the model prepares off the main actor and answers on it what a prepare on it gives")
    func galleryModel() async throws {
        let photos = SamplePhotos.cycled(count: 200)
        let model = GalleryModel()
        #expect(model.visibleElements(in: Rect(x: 0, y: 0, width: 390, height: 844)).isEmpty)
        try await model.update(width: 390, photos: photos)
        let viewport = Rect(x: 0, y: 400, width: 390, height: 844)
        let expected = try ShortestColumn(columns: 3).prepare(LayoutInput(width: 390, items: photos))
        #expect(model.visibleElements(in: viewport) == expected.elements(in: viewport))
        #expect(!model.visibleElements(in: viewport).isEmpty)
    }
}
