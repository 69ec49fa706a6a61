// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import SwiftUI
import Trellis

/// A section of the grid: its identifier is what the header closure receives.
struct Album: Identifiable, Sendable {
    let id: String
    var title: String
    var photos: [Photo]
}

struct AlbumFeed: View {
    @State private var albums: [Album] = []
    @State private var phase = EndReachedLoader.Phase.idle
    @State private var proxy = LazyTrellisGridProxy<Photo.ID>()
    let loadAlbum: @MainActor @Sendable () async throws -> Album?   // nil: no more albums

    var body: some View {
        LazyTrellisGrid(
            sections: albums.map { TrellisGridSection(id: $0.id, items: $0.photos) },
            strategy: TilePattern(template: .quilted, headerReferenceSize: Size(width: 0, height: 44)),
            pinsHeaders: true,
            itemSize: { ItemSize($0.size) }
        ) { photo in
            AsyncImage(url: photo.url) { $0.resizable() } placeholder: { Color.gray }
        } header: { albumID in                         // the section's id: Album.ID
            Text(albums.first { $0.id == albumID }?.title ?? "").font(.headline)
        }
        .onEndReached(threshold: 1000, retryDistance: 88) {
            if let album = try await loadAlbum() { albums.append(album) }   // nothing appended: the end of the feed
        }
        .onLoadingPhaseChange { phase = $0 }
        .scrollProxy(proxy)
        .overlay {
            switch phase {
            case .loading where albums.isEmpty: ProgressView()
            case .failed(let error):
                VStack {
                    Text(error?.localizedDescription ?? "The album did not load.")
                    Button("Try again") { proxy.retryLoading() }   // an empty grid has nothing to scroll
                }
            case .idle, .loading, .endOfFeed: EmptyView()
            }
        }
    }
}
