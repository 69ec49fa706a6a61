// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import SwiftUI
import Trellis

struct Gallery: View {
    @State var photos: [Photo]  // Identifiable, with a natural size
    var body: some View {
        LazyTrellisGrid(photos, strategy: Masonry(columns: 3), itemSize: { ItemSize($0.pixelSize) }) { photo in
            AsyncImage(url: photo.url) { $0.resizable() } placeholder: { Color.gray }
        }
        .onEndReached(threshold: 1500) { photos += nextPage() }
    }
}
