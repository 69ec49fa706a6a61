import SwiftUI
import Trellis

/// The SwiftUI gallery: bundled photo sizes as coloured placeholders in a
/// lazy Trellis grid, a strategy picker and endless scrolling.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}
