import SwiftUI
import Trellis

/// A feed of self-sizing cards: a photo and a caption of any length, in a
/// masonry of two columns. It shows what a real feed needs from the grid:
/// cells that measure themselves, a next page that loads when the end comes
/// near (and retries after a failure when the user keeps scrolling), a jump
/// to a card, and an edit in the middle of the list.
struct FeedView: View {
    @StateObject private var feed = Feed()
    @State private var proxy = LazyTrellisGridProxy<Int>()

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Jump to #100") { proxy.scrollTo(100, anchor: .center) }
                Spacer()
                Button("Edit the middle") { feed.editMiddle() }
            }
            .padding(8)
            Text(feed.status)
                .font(.footnote)
                .foregroundColor(.secondary)
            LazyTrellisGrid(
                feed.cards, strategy: Masonry(columns: 2, cellPadding: 0, columnSpacing: 8, itemSpacing: 8),
                estimatedItemSize: { $0.photo.size }
            ) { card in
                CardView(card: card)
            }
            .onEndReached(threshold: 1200) { try await feed.loadNextPage() }
            .scrollProxy(proxy)
            .padding(.horizontal, 8)
        }
    }
}

/// A card: the photo's placeholder at its aspect ratio, then its caption, as tall as the text needs.
struct CardView: View {
    let card: Card

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            card.photo.color
                .aspectRatio(1 / card.photo.aspectRatio, contentMode: .fit)
                .overlay(Text("#\(card.id)").font(.caption).foregroundColor(.white), alignment: .topLeading)
            Text(card.caption)
                .font(.footnote)
                .fixedSize(horizontal: false, vertical: true)
        }
        .background(Color.secondary.opacity(0.1))
        .cornerRadius(6)
    }
}

/// One card of the feed.
struct Card: Identifiable, Hashable {
    let id: Int
    let photo: Photo
    let caption: String
}

/// A load that failed.
enum FeedError: Error {
    case offline
}

/// The feed's data: pages of cards, loaded with a simulated network that fails every third time.
@MainActor
final class Feed: ObservableObject {
    @Published private(set) var cards: [Card] = Feed.page(from: 0)
    @Published private(set) var status = "60 cards"
    private var attempts = 0
    private var nextID = 100_000

    nonisolated static let pageSize = 60
    nonisolated private static let words = "a quiet street after the rain with the lights of the shops still on".split(
        separator: " ")

    /// Nonisolated, so that a view can create it as its `@StateObject`.
    nonisolated init() {}

    nonisolated static func page(from start: Int) -> [Card] {
        Photo.page(from: start, count: pageSize).map { photo in
            let length = 3 + photo.id * 5 % 14
            let caption = (0..<length).map { String(words[($0 + photo.id) % words.count]) }.joined(separator: " ")
            return Card(id: photo.id, photo: photo, caption: caption)
        }
    }

    /// Loads the next page after a simulated delay; every third attempt
    /// fails (it throws, adding nothing), so the grid retries when the user
    /// keeps scrolling.
    func loadNextPage() async throws {
        attempts += 1
        status = "loading…"
        try? await Task.sleep(nanoseconds: 400_000_000)
        if attempts % 3 == 0 {
            status = "\(cards.count) cards · the last load failed: scroll on to retry"
            throw FeedError.offline
        }
        cards += Self.page(from: cards.count)
        status = "\(cards.count) cards"
    }

    /// Removes one card near the middle and inserts a new one elsewhere, in one update.
    func editMiddle() {
        guard cards.count > 20 else { return }
        let middle = cards.count / 2
        cards.remove(at: middle)
        let photo = Photo.page(from: nextID, count: 1)[0]
        cards.insert(Card(id: nextID, photo: photo, caption: "A new card, inserted in the middle."), at: middle - 10)
        nextID += 1
    }
}
