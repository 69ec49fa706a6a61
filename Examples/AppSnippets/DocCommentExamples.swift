// swift-format-ignore-file
// The UIKit and SwiftUI examples of the doc comments, line by line as they are
// written there (DocumentationSampleTests checks that each is here).
import SwiftUI
import Trellis
import UIKit

/// A photo with a caption of any length: it sizes itself.
struct PhotoCard: View {
    let photo: Photo
    init(_ photo: Photo) { self.photo = photo }
    var body: some View {
        VStack(alignment: .leading) {
            AsyncImage(url: photo.url) { $0.resizable() } placeholder: { Color.gray }
                .aspectRatio(photo.width / photo.height, contentMode: .fit)
            Text("Photo \(photo.id)")
        }
    }
}

/// A photo at its frame.
struct PhotoView: View {
    let photo: Photo
    init(_ photo: Photo) { self.photo = photo }
    var body: some View {
        AsyncImage(url: photo.url) { $0.resizable() } placeholder: { Color.gray }
    }
}

/// Pages of photos from a server that can fail.
@MainActor
final class PhotoFeed: ObservableObject {
    @Published var photos: [Photo] = []
    func loadNextPage() async throws { photos += nextPage() }
}

/// `LazyTrellisGrid`'s example: self-sizing cards, infinite scroll, a proxy.
struct SelfSizingPhotoGrid: View {
    @ObservedObject var feed: PhotoFeed
    let proxy: LazyTrellisGridProxy<Photo.ID>
    var body: some View {
        let photos = feed.photos
        LazyTrellisGrid(photos, strategy: Masonry(columns: 3), estimatedItemSize: { ItemSize($0.size) }) { photo in
            PhotoCard(photo)
        }
        .onEndReached { try await feed.loadNextPage() }
        .scrollProxy(proxy)
    }
}

/// `LazyTrellisGridProxy`'s example: a jump to a photo whose view may not exist.
struct JumpingPhotoGrid: View {
    let photos: [Photo]
    let photo: Photo
    @State private var proxy = LazyTrellisGridProxy<Photo.ID>()
    var body: some View {
        VStack {
            LazyTrellisGrid(photos, strategy: Masonry(), itemSize: { ItemSize($0.size) }) { PhotoView($0) }
                .scrollProxy(proxy)
            Button("Jump") { proxy.scrollTo(photo.id, anchor: .center) }
        }
    }
}

/// `TrellisLayout`'s example: a few dozen photos.
struct SmallPhotoLayout: View {
    let photos: [Photo]
    var body: some View {
        ScrollView {
            TrellisLayout(Masonry(columns: 3)) {
                ForEach(photos) { photo in
                    PhotoView(photo).trellisItemSize(width: photo.width, height: photo.height)
                }
            }
        }
    }
}

/// `TrellisCollectionViewLayout`'s example: a layout from a configuration.
final class ConfiguredPhotosViewController: UIViewController {
    var photos: [Photo] = []
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func install() throws {
        let layout = try TrellisCollectionViewLayout(configuration: Configuration(strategy: "masonry", width: 0))
        layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
        collectionView.collectionViewLayout = layout
    }
}
