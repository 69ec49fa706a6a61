#!/usr/bin/env bash
# Type-checks the package's Apple code (TrellisCore, the strategies, Trellis
# with its UIKit and SwiftUI adapters, every Examples/ folder, and the
# name-clash app file Scripts/NameClashes/AppFile.swift) for iOS against real
# iOS SDKs, with zero errors and zero warnings required:
#
#   1. the declared minimum (Package.swift's `platforms:`) on the iOS 16.4 SDK;
#   2. arm64-apple-ios16.0 on the iOS 16.4 SDK;
#   3. arm64-apple-ios17.0 on the iOS 17.4 SDK;
#   4. arm64-apple-ios17.0 on the iOS 17.4 SDK with the concurrency annotations
#      of current Xcode's SwiftUI (NEWER_ANNOTATIONS=1);
#   5. the same with every module in Swift 5 language mode, as an app that has
#      not moved to Swift 6 compiles the examples' calls into the public API.
#
# It needs the iOS type-check kit: the SDKs and API notes in $TRELLIS_IOS_KIT
# (default ~/.cache/trellis-ios) and its script in $TRELLIS_IOS_TOOLS
# (default ../shared/tools/ios beside the checkout). Without them it prints
# that it skipped and exits 0, so CI on a plain Linux machine passes.
#
#   Scripts/ios-check.sh            # all five
#   Scripts/ios-check.sh 3          # only the third
set -uo pipefail
cd "$(dirname "$0")/.."
kit=${TRELLIS_IOS_KIT:-$HOME/.cache/trellis-ios}
tools=${TRELLIS_IOS_TOOLS:-../shared/tools/ios}
check="$tools/typecheck-ios.sh"
old="$kit/sdk/iPhoneOS16.5.sdk"
new="$kit/sdk/iPhoneOS17.4.sdk"
if [ ! -x "$check" ] || [ ! -d "$old" ] || [ ! -d "$new" ] || [ ! -d "$kit/apinotes" ]; then
    echo "ios-check: skipped: the iOS type-check kit is not set up here (looked for $check and $kit/sdk)."
    exit 0
fi

# The declared iOS minimum, e.g. `.iOS(.v16)` -> 16.0.
minimum=$(grep -oE '\.iOS\(\.v[0-9]+(_[0-9]+)?\)' Package.swift | head -1 | sed -E 's/.*\.v([0-9]+)(_([0-9]+))?\)/\1.\3/; s/\.$/.0/')
if [ -z "$minimum" ]; then
    echo "ios-check: Package.swift declares no iOS platform" >&2
    exit 1
fi

runs=(
    "minimum|$old|arm64-apple-ios$minimum|"
    "iOS 16|$old|arm64-apple-ios16.0|"
    "iOS 17|$new|arm64-apple-ios17.0|"
    "iOS 17, newer annotations|$new|arm64-apple-ios17.0|1"
    "iOS 17, newer annotations, Swift 5 mode|$new|arm64-apple-ios17.0|1|-swift-version 5"
)
# The kit's work folder, outside the checkout; one per checkout, so that two
# checkouts can be checked at once.
work=${TRELLIS_IOS_WORK:-$kit/work-$(pwd | cksum | cut -d' ' -f1)}
failed=0
for number in "${!runs[@]}"; do
    [ $# -gt 0 ] && [ "$1" != "$((number + 1))" ] && continue
    IFS='|' read -r name sdk target newer flags <<< "${runs[$number]}"
    log=$(mktemp)
    # SwiftPM compiles a package's targets with a package name, so `package`
    # declarations are visible across its modules; so does this check.
    # The name-clash app file uses SwiftUI's, UIKit's and Trellis's names unqualified.
    USER_MODULES="NameClashes:Scripts/NameClashes" \
        NEWER_ANNOTATIONS=$newer SWIFTFLAGS="-package-name trellis $flags" APINOTES="$kit/apinotes" WORK="$work" \
        "$check" . "$sdk" "$target" > "$log" 2>&1
    status=$?
    summary=$(sed -n '/^== summary/,$p' "$log")
    warnings=$(grep -cE '^[^ ].*:[0-9]+:[0-9]+: warning:' "$log")
    if [ $status -ne 0 ] || [ "$warnings" -ne 0 ]; then
        echo "ios-check: $name ($target, $(basename "$sdk")): FAILED"
        echo "$summary"
        failed=1
    else
        echo "ios-check: $name ($target, $(basename "$sdk")): 0 errors, 0 warnings"
    fi
    rm -f "$log"
done
exit $failed
