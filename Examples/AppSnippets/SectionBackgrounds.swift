// swift-format-ignore-file
// Written as the documentation shows it (Examples/AppSnippets/README.md).
import Trellis
import UIKit

@MainActor
func registerSectionBackgrounds(in layout: TrellisCollectionViewLayout) {
    layout.register(CardBackgroundView.self, forDecorationViewOfKind: TrellisCollectionViewLayout.sectionBackgroundKind)
}
