import SwiftUI
import Trellis

/// Both galleries in one app: the SwiftUI feed of self-sizing cards, the
/// SwiftUI grid with a strategy picker, and the UIKit collection view.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedView().tabItem { Label("Feed", systemImage: "text.below.photo") }
                GalleryView().tabItem { Label("Strategies", systemImage: "square.grid.3x3") }
                UIKitGallery().ignoresSafeArea().tabItem { Label("UIKit", systemImage: "rectangle.grid.2x2") }
            }
        }
    }
}

/// The UIKit gallery in its navigation controller (its strategy picker is
/// in the navigation bar), shown in a SwiftUI tab.
struct UIKitGallery: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: GalleryViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
