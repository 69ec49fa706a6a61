import Foundation
import Testing
import TrellisTestSupport

/// No public top-level type of Trellis may share its name with a type of
/// SwiftUI, UIKit, Foundation or CoreGraphics: an app imports them all with
/// Trellis, and a shared name is ambiguous there. `Scripts/check-name-clashes.sh`
/// checks against a real SDK; this test, which runs where no SDK exists,
/// checks against a list of those frameworks' common top-level type names.
@Suite("Name clashes")
struct NameClashTests {
    static let root = repositoryRoot

    /// The public (or open) types declared at the top level of every Swift file under `folder`.
    static func publicTopLevelTypes(under folder: URL) throws -> [String: String] {
        let declaration = try Regex(
            #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)"#
        )
        var names: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration), let name = match.output[1].substring {
                    names[String(name)] = file.lastPathComponent
                }
            }
        }
        return names
    }

    @Test("no public top-level Trellis type is named like a common SwiftUI, UIKit, Foundation or CoreGraphics type")
    func noClashes() throws {
        var folders = ["Sources/TrellisCore", "Sources/Trellis", "Sources/TrellisTesting"]
        let strategies = Self.root.appendingPathComponent("Strategies")
        folders += try FileManager.default.contentsOfDirectory(atPath: strategies.path).map { "Strategies/\($0)" }
        var ours: [String: String] = [:]
        for folder in folders {
            ours.merge(try Self.publicTopLevelTypes(under: Self.root.appendingPathComponent(folder))) { first, _ in
                first
            }
        }
        // The parser finds what it should: a sample of known public types.
        for known in [
            "Rect", "Insets", "ReadingDirection", "PreparedLayout", "Configuration", "FlowLine", "Masonry",
            "TrellisCollectionViewLayout", "ConformanceChecker", "ScrollAnchor",
        ] {
            #expect(ours[known] != nil, "\(known) not found")
        }
        for (name, file) in ours.sorted(by: { $0.key < $1.key }) where Self.frameworkTypeNames.contains(name) {
            Issue.record("\(name) (\(file)) is also a SwiftUI, UIKit, Foundation or CoreGraphics type")
        }
        #expect(Self.frameworkTypeNames.count > 300)
    }

    /// Common top-level type names of SwiftUI, UIKit, Foundation and CoreGraphics (a selection).
    static let frameworkTypeNames: Set<String> = [
        // SwiftUI
        "AccessibilityActionKind", "AccessibilityTraits", "Alert", "Alignment", "AlignmentID", "Anchor",
        "AnchorPreferenceKey", "Angle", "AngularGradient", "Animatable", "AnimatableData", "AnimatableModifier",
        "AnimatablePair", "Animation", "AnyGesture", "AnyLayout", "AnyShape", "AnyShapeStyle", "AnyTransition",
        "AnyView", "App", "AppStorage", "AsyncImage", "Axis", "BlendMode", "Binding", "Body", "BorderlessButtonStyle",
        "Button", "ButtonRole", "ButtonStyle", "ButtonStyleConfiguration", "Canvas", "Capsule", "Circle",
        "ColorScheme", "Color", "ColorPicker", "Commands", "ContainerRelativeShape", "ContentMode", "ContentShape",
        "ContentSizeCategory", "ControlSize", "ControlGroup", "CoordinateSpace", "DatePicker", "DefaultButtonStyle",
        "DisclosureGroup", "Divider", "DocumentGroup", "DragGesture", "DynamicProperty", "DynamicTypeSize", "Edge",
        "EdgeInsets", "EditButton", "EditMode", "Ellipse", "EllipticalGradient", "EmptyView", "EnvironmentKey",
        "EnvironmentObject", "EnvironmentValues", "Environment", "EquatableView", "FetchRequest", "FillStyle",
        "FocusState", "FocusedValue", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "GeometryReader",
        "Gesture", "GestureState", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack",
        "HorizontalAlignment", "Image", "ImagePaint", "ImageRenderer", "KeyEquivalent", "Label", "LabelStyle",
        "Layout", "LayoutDirection", "LayoutProperties", "LayoutSubview", "LayoutSubviews", "LayoutValueKey",
        "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "ListStyle",
        "LocalizedStringKey", "LongPressGesture", "MagnificationGesture", "Menu", "MenuStyle", "ModifiedContent",
        "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
        "ObservedObject", "OffsetShape", "OpenURLAction", "OutlineGroup", "Path", "Picker", "PickerStyle",
        "PreferenceKey", "PresentationDetent", "PresentationMode", "PrimitiveButtonStyle", "ProgressView",
        "ProposedViewSize", "RadialGradient", "Rectangle", "RotatedShape", "RotationGesture", "RoundedRectangle",
        "ScaledMetric", "ScaledShape", "Scene", "SceneBuilder", "ScenePhase", "SceneStorage", "ScrollView",
        "ScrollViewProxy", "ScrollViewReader", "Section", "SecureField", "Settings", "Shape", "ShapeStyle",
        "ShareLink", "Slider", "Spacer", "StateObject", "State", "Stepper", "StrokeStyle", "SubmitLabel",
        "SwiftUI", "TabView", "Table", "TapGesture", "Text", "TextAlignment", "TextEditor", "TextField",
        "Toggle", "ToggleStyle", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction",
        "TransformedShape", "UnitPoint", "VStack", "VerticalAlignment", "View", "ViewBuilder", "ViewDimensions",
        "ViewModifier", "ViewThatFits", "Visibility", "WindowGroup", "ZStack",
        // UIKit
        "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSDiffableDataSourceSnapshot", "NSLayoutAnchor",
        "NSLayoutConstraint", "NSTextAlignment", "UIAction", "UIActivityIndicatorView", "UIAlertController",
        "UIApplication", "UIApplicationDelegate", "UIBarButtonItem", "UIBezierPath", "UIButton", "UIColor",
        "UICollectionReusableView", "UICollectionView", "UICollectionViewCell", "UICollectionViewCompositionalLayout",
        "UICollectionViewController", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UICollectionViewDiffableDataSource", "UICollectionViewFlowLayout",
        "UICollectionViewLayout", "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
        "UICollectionViewUpdateItem", "UIContentSizeCategory", "UIControl", "UIDevice", "UIEdgeInsets", "UIFont",
        "UIGestureRecognizer", "UIGraphicsImageRenderer", "UIHostingController", "UIImage", "UIImageView",
        "UILabel", "UILayoutGuide", "UIMenu", "UINavigationController", "UIOffset", "UIRectEdge", "UIResponder",
        "UIScene", "UIScreen", "UIScrollView", "UISegmentedControl", "UIStackView", "UISwitch", "UITableView",
        "UITableViewCell", "UITextField", "UITextView", "UITraitCollection", "UIUserInterfaceLayoutDirection",
        "UIView", "UIViewController", "UIViewControllerRepresentable", "UIViewRepresentable", "UIWindow",
        "UIWindowScene", "NSDirectionalEdgeInsets", "NSAttributedString", "NSParagraphStyle", "NSShadow",
        "NSTextContainer", "NSLayoutManager", "NSTextStorage", "NSDataAsset",
        // Foundation
        "AffineTransform", "AttributedString", "Bundle", "ByteCountFormatter", "Calendar", "CharacterSet",
        "Codable", "CodingKey", "CocoaError", "ComparisonResult", "Data", "DataProtocol", "Date", "DateComponents",
        "DateFormatter", "DateInterval", "Decimal", "Decoder", "DispatchQueue", "Encoder", "FileHandle",
        "FileManager", "Formatter", "HTTPCookie", "HTTPURLResponse", "IndexPath", "IndexSet", "ISO8601DateFormatter",
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale", "Measurement", "MeasurementFormatter",
        "NSCoder", "NSCoding", "NSCopying", "NSError", "NSIndexPath", "NSLock", "NSNumber", "NSObject",
        "NSPredicate", "NSRange", "NSRecursiveLock", "NSRegularExpression", "NSSet", "NSSortDescriptor",
        "NSString", "NSValue", "Notification", "NotificationCenter", "NumberFormatter", "ObjectIdentifier",
        "Operation", "OperationQueue", "OutputStream", "InputStream", "Stream", "PersonNameComponents", "Port",
        "Predicate", "Process", "ProcessInfo", "Progress", "PropertyListDecoder", "PropertyListEncoder",
        "PropertyListSerialization", "RecoverableError", "RelativeDateTimeFormatter", "RunLoop", "Scanner",
        "SortDescriptor", "Thread", "TimeInterval", "TimeZone", "Timer", "Unit", "UnitLength", "URL",
        "URLComponents", "URLError", "URLQueryItem", "URLRequest", "URLResponse", "URLSession",
        "URLSessionConfiguration", "URLSessionTask", "UUID", "UndoManager", "UserDefaults", "Host", "Expression",
        "Morphology", "InflectionRule", "LocalizedError", "CustomNSError", "ContiguousBytes", "NSRect", "NSSize",
        "NSPoint", "NSEdgeInsets", "NSRectEdge", "NSMutableArray", "NSDictionary", "NSArray", "NSCache",
        "NSCountedSet", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSOrderedSet", "NSPointerArray", "NSMapTable",
        "NSHashTable", "NSItemProvider", "NSUserActivity", "NSFileCoordinator", "NSFilePresenter", "NSException",
        "NSNull", "NSProxy", "NSEnumerator", "NSCondition", "NSConditionLock", "NSDecimalNumber", "NSCalendar",
        "NSDate", "NSData", "NSURL", "NSUUID", "NSLocale", "NSTimeZone", "NSCharacterSet", "NSMutableString",
        "NSMutableData", "NSMutableAttributedString", "NSComparisonResult", "NSExpression", "NSMeasurement",
        "NSUnit", "NSProgress", "NSNotification", "NSTimer", "NSThread", "NSOperation", "NSFileManager",
        "NSFileHandle", "NSBundle", "NSProcessInfo", "NSRunLoop", "NSStream", "NSPort", "NSPipe", "Pipe",
        "Dimension", "UnitDuration", "UnitAngle", "FormatStyle", "ParseStrategy", "ParseableFormatStyle",
        "DiscreteFormatStyle", "DateComponentsFormatter", "ListFormatter", "LengthFormatter", "MassFormatter",
        "EnergyFormatter", "PersonNameComponentsFormatter", "NSAffineTransform", "NSAttributedStringKey",
        // CoreGraphics
        "CGAffineTransform", "CGBitmapInfo", "CGBlendMode", "CGColor", "CGColorSpace", "CGContext", "CGFloat",
        "CGFont", "CGGradient", "CGImage", "CGImageAlphaInfo", "CGInterpolationQuality", "CGLineCap", "CGLineJoin",
        "CGMutablePath", "CGPath", "CGPathFillRule", "CGPattern", "CGPoint", "CGRect", "CGRectEdge", "CGShading",
        "CGSize", "CGVector", "CGDataProvider", "CGDataConsumer", "CGPDFDocument", "CGPDFPage", "CGLayer",
        "CGFunction", "CGColorRenderingIntent", "CGTextDrawingMode", "CGPathElement", "CGPathElementType",
        "CGError", "CGGlyph", "CGFontIndex",
    ]
}
