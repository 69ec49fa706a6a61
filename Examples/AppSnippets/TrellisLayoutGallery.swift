// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import SwiftUI
import Trellis

struct SmallGallery: View {
    let photos: [Photo]
    var body: some View {
        ScrollView {
            TrellisLayout(ShortestColumn(columns: 3, cellPadding: 4)) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.url) { $0.resizable() } placeholder: { Color.gray }
                    .trellisItemSize(width: photo.width, height: photo.height)
                }
            }
        }
    }
}
