import SwiftUI
import Trellis

/// The SwiftUI gallery: a feed of self-sizing cards (infinite scroll that
/// retries, a jump to a card, an edit in the middle), and placeholder photos
/// in a lazy Trellis grid with a strategy picker.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedView().tabItem { Text("Feed") }
                GalleryView().tabItem { Text("Strategies") }
            }
        }
    }
}
