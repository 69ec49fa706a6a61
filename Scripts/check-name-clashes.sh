#!/usr/bin/env bash
# Checks that no public top-level type of Trellis shares its name with a
# top-level type of SwiftUI, UIKit, Foundation or CoreGraphics: an app imports
# all of them with Trellis, and a shared name is ambiguous there.
#
#   Scripts/check-name-clashes.sh [iPhoneOS.sdk]
#
# 1. Lists the public top-level types (struct, enum, class, protocol,
#    typealias, actor) declared in Sources/TrellisCore, Strategies/*,
#    Sources/Trellis and Sources/TrellisTesting.
# 2. Lists the SDK's top-level type names: the frameworks' .swiftinterface
#    files, and their Objective-C headers (@interface, @protocol, top-level
#    NS_SWIFT_NAME, typedef NS_ENUM/NS_OPTIONS, structs, typedefs) and
#    API notes (top-level SwiftName).
# 3. Prints each clash; exits 1 on any, 2 when the SDK is missing.
# 4. When TYPECHECK_IOS names typecheck-ios.sh (with APINOTES set, as it
#    needs), also type-checks Scripts/NameClashes/AppFile.swift, an app file
#    that uses both sides' names unqualified, with the package at the iOS
#    minimum that Package.swift declares, and fails when it does not compile.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SDK=${1:-$HOME/.cache/trellis-ios/sdk/iPhoneOS16.5.sdk}
[ -d "$SDK/System/Library/Frameworks" ] || { echo "error: no iOS SDK at $SDK" >&2; exit 2; }

python3 - "$ROOT" "$SDK" <<'PY' || exit $?
import glob, os, re, sys

root, sdk = sys.argv[1], sys.argv[2]
frameworks = ["SwiftUI", "UIKit", "Foundation", "CoreGraphics"]
attribute = r"(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*"
declaration = re.compile(r"^" + attribute +
    r"(?:(public|open)\s+)?(?:(?:final|indirect|nonisolated|@\w+)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)",
    re.M)

def swift_files(folder):
    return glob.glob(os.path.join(root, folder, "**", "*.swift"), recursive=True)

# 1. Trellis: declarations at column 0 are top-level.
ours = {}
folders = ["Sources/TrellisCore", "Sources/Trellis", "Sources/TrellisTesting"] + \
    sorted(os.path.relpath(d, root) for d in glob.glob(os.path.join(root, "Strategies", "*")))
for folder in folders:
    for path in swift_files(folder):
        for match in declaration.finditer(open(path, encoding="utf-8").read()):
            if match.group(1):
                ours.setdefault(match.group(2), os.path.relpath(path, root))

# 2. The SDK.
theirs = {}
def note(name, framework):
    if re.fullmatch(r"[A-Za-z_]\w*", name):
        theirs.setdefault(name, set()).add(framework)
fw = os.path.join(sdk, "System/Library/Frameworks")
for framework in frameworks:
    interfaces = glob.glob(os.path.join(fw, framework + ".framework/Modules", framework + ".swiftmodule", "arm64-apple-ios.swiftinterface")) + \
        glob.glob(os.path.join(sdk, "usr/lib/swift", framework + ".swiftmodule", "arm64-apple-ios.swiftinterface"))
    for path in interfaces:
        for match in declaration.finditer(open(path, encoding="utf-8").read()):
            note(match.group(2), framework)
    for path in glob.glob(os.path.join(fw, framework + ".framework/Headers", "*.h")):
        text = open(path, encoding="utf-8", errors="replace").read()
        for pattern in (r"@interface\s+(\w+)", r"@protocol\s+(\w+)", r"NS_SWIFT_NAME\(\s*(\w+)\s*\)",
                        r"NS_(?:CLOSED_|ERROR_)?(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)\s*\)",
                        r"CF_(?:CLOSED_)?(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)\s*\)",
                        r"\bstruct\s+(\w+)\s*\{", r"\btypedef\b[^;{}]*?\b(\w+)\s*(?:NS_\w+|CF_\w+|API_\w+\([^)]*\)|\s)*;"):
            for match in re.finditer(pattern, text):
                note(match.group(1), framework)
    for path in glob.glob(os.path.join(fw, framework + ".framework/Headers", "*.apinotes")):
        for match in re.finditer(r"^\s*SwiftName:\s*'?([A-Za-z_]\w*)'?\s*$", open(path, encoding="utf-8").read(), re.M):
            note(match.group(1), framework)

# 3. Clashes.
clashes = sorted(set(ours) & set(theirs))
print(f"check-name-clashes: {len(ours)} public top-level Trellis types, "
      f"{len(theirs)} top-level names in {', '.join(frameworks)} ({os.path.basename(sdk)})")
for name in clashes:
    print(f"error: {name} ({ours[name]}) clashes with {', '.join(sorted(theirs[name]))}.{name}")
if clashes:
    sys.exit(1)
print("no clashes")
PY

if [ -n "${TYPECHECK_IOS:-}" ]; then
    # The declared iOS minimum, e.g. `.iOS(.v16)` -> 16.0: below it the package itself does not compile.
    minimum=$(grep -oE '\.iOS\(\.v[0-9]+(_[0-9]+)?\)' "$ROOT/Package.swift" | head -1 |
        sed -E 's/.*\.v([0-9]+)(_([0-9]+))?\)/\1.\3/; s/\.$/.0/')
    [ -n "$minimum" ] || { echo "error: Package.swift declares no iOS platform" >&2; exit 1; }
    echo "type-checking Scripts/NameClashes/AppFile.swift with Trellis for iOS $minimum"
    USER_MODULES="NameClashes:Scripts/NameClashes" "$TYPECHECK_IOS" "$ROOT" "$SDK" "arm64-apple-ios$minimum" || exit 1
fi
