// Calls every initializer of LazyTrellisGrid, one per combination an app
// needs: natural or estimated sizes; a strategy or a configuration; header
// and footer, header only, footer only, neither. Scripts/ios-check.sh
// type-checks it; LazyTrellisGridInitializerTests checks that it calls each.
// swift-format-ignore-file
import SwiftUI
import Trellis

struct InitializerPhoto: Identifiable {
    let id: Int
    let size: Size
    let caption: String
}

@MainActor
func everyLazyTrellisGrid(photos: [InitializerPhoto], configuration: Configuration) throws -> [AnyView] {
    let sections = [TrellisGridSection(id: "Today", items: photos), TrellisGridSection(id: "Yesterday", items: photos)]
    var views: [AnyView] = []
    // sections, strategy, itemSize, header, footer
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), pinsHeaders: true, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) } footer: { Text("End of \($0)") }))
    // sections, strategy, itemSize, header
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), pinsHeaders: true, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) }))
    // sections, strategy, itemSize, footer
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } footer: { Text("End of \($0)") }))
    // sections, strategy, itemSize
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // items, strategy, itemSize
    views.append(AnyView(LazyTrellisGrid(photos, strategy: Masonry(columns: 2), itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // sections, strategy, estimatedItemSize, header, footer
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), pinsHeaders: true, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) } footer: { Text("End of \($0)") }))
    // sections, strategy, estimatedItemSize, header
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), pinsHeaders: true, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) }))
    // sections, strategy, estimatedItemSize, footer
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } footer: { Text("End of \($0)") }))
    // sections, strategy, estimatedItemSize
    views.append(AnyView(LazyTrellisGrid(sections: sections, strategy: Masonry(columns: 2), estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // items, strategy, estimatedItemSize
    views.append(AnyView(LazyTrellisGrid(photos, strategy: Masonry(columns: 2), estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // sections, configuration, itemSize, header, footer
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) } footer: { Text("End of \($0)") }))
    // sections, configuration, itemSize, header
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) }))
    // sections, configuration, itemSize, footer
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } footer: { Text("End of \($0)") }))
    // sections, configuration, itemSize
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // items, configuration, itemSize
    views.append(AnyView(try LazyTrellisGrid(photos, configuration: configuration, itemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // sections, configuration, estimatedItemSize, header, footer
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) } footer: { Text("End of \($0)") }))
    // sections, configuration, estimatedItemSize, header
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } header: { Text($0) }))
    // sections, configuration, estimatedItemSize, footer
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) } footer: { Text("End of \($0)") }))
    // sections, configuration, estimatedItemSize
    views.append(AnyView(try LazyTrellisGrid(sections: sections, configuration: configuration, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    // items, configuration, estimatedItemSize
    views.append(AnyView(try LazyTrellisGrid(photos, configuration: configuration, estimatedItemSize: { ItemSize($0.size) }) { photo in Text(photo.caption) }))
    return views
}
