// swift-format-ignore-file
import SwiftUI
import Trellis

struct Post: Identifiable {
    let id: UUID
    let photoSize: ItemSize        // the photo's pixel size: an estimate of the card
    let caption: String
}

struct Feed: View {
    @State private var posts: [Post] = []
    @State private var proxy = LazyTrellisGridProxy<UUID>()
    let loadPage: @MainActor @Sendable () async throws -> [Post]

    var body: some View {
        LazyTrellisGrid(
            posts, strategy: Masonry(columns: 2, cellPadding: 0, columnSpacing: 8, itemSpacing: 8),
            estimatedItemSize: { $0.photoSize }
        ) { post in
            VStack(alignment: .leading) {
                Color.gray.aspectRatio(post.photoSize.width.map { $0 / post.photoSize.height } ?? 1, contentMode: .fit)
                Text(post.caption)     // any length: the card measures its own height
            }
        }
        .onEndReached { posts += try await loadPage() }   // a throw is retried as the user scrolls on
        .scrollProxy(proxy)                           // proxy.scrollTo(post.id, anchor: .center)
    }
}
