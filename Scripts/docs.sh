#!/usr/bin/env bash
# Builds the DocC documentation of TrellisCore and Trellis with the toolchain's
# `docc` (no plugin, no dependency) and fails on any warning, such as a
# ``Symbol`` link in a doc comment that does not resolve.
#
#   Scripts/docs.sh [OUTPUT]     # default OUTPUT: .build/documentation
#
# Writes OUTPUT/TrellisCore.doccarchive and OUTPUT/Trellis.doccarchive; view one
# with `docc preview Sources/Trellis/Trellis.docc --additional-symbol-graph-dir
# OUTPUT/symbol-graphs/Trellis`, or host the archive's static files.
#
# Steps: `swift build` (incremental), symbol graphs from the built modules
# (`swift-symbolgraph-extract`; the Trellis graph includes the modules it
# re-exports, as `import Trellis` shows them), then `docc convert` of each
# catalog in Sources/<Module>/<Module>.docc together with the guides of Docs/,
# copied in as articles (so each guide has one source, in Docs/).
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/documentation}

tool() {  # the toolchain's copy of $1: beside `swift`, else through xcrun
    local beside
    beside="$(dirname "$(command -v swift)")/$1"
    if [ -x "$beside" ]; then echo "$beside"
    elif command -v xcrun >/dev/null; then xcrun --find "$1"
    else command -v "$1"
    fi
}
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)

# The guides, as (file under Docs/, article name). An article is not named
# after a symbol (`Configuration`, `FlowLine`, …), so `doc:` links stay unambiguous.
guides=(
    "Architecture.md Architecture"
    "Configuration.md ConfigurationReference"
    "InputFormats.md InputFormats"
    "WritingAStrategy.md WritingAStrategy"
    "LiveLayout.md LiveLayouts"
    "Performance.md Performance"
    "Apple.md ApplePlatforms"
    "Navigation.md Navigation"
    "Concurrency.md Concurrency"
    "Hardening.md Hardening"
)
# One guide per built-in strategy, Docs/Strategies/<Name>.md, the article <Name>Strategy.
for file in Docs/Strategies/*.md; do
    name=$(basename "$file" .md)
    guides+=("Strategies/$name.md ${name}Strategy")
done

# Links between guides become `doc:` links; other relative links (files of the
# repository, which an archive does not hold) keep their text only.
link_rewrites() {
    local entry file name
    for entry in "${guides[@]}"; do
        read -r file name <<<"$entry"
        file=${file#Strategies/}
        printf 's#](\\(\\.\\./\\)\\{0,1\\}\\(Strategies/\\)\\{0,1\\}%s\\(\\#[^)]*\\)\\{0,1\\})#](doc:%s)#g\n' \
            "${file//./\\.}" "$name"
    done
    echo 's#\[\([^]]*\)\](\([^):]*\))#\1#g'
}

swift build
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
target=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

rm -rf "$output"
mkdir -p "$output"
rewrites="$output/link-rewrites.sed"
link_rewrites >"$rewrites"
status=0
for module in TrellisCore Trellis; do
    graphs="$output/symbol-graphs/$module"
    mkdir -p "$graphs"
    reexported=()
    if [ "$module" = Trellis ]; then
        list=$(sed -n 's/^@_exported import \(.*\)$/\1/p' Sources/Trellis/Exports.swift | paste -sd, -)
        reexported=("-experimental-allowed-reexported-modules=$list")
    fi
    "$extract" -module-name "$module" -I "$modules" -target "$target" "${sdk[@]}" \
        -minimum-access-level public "${reexported[@]}" -output-dir "$graphs"

    catalog="$output/catalogs/$module.docc"
    mkdir -p "$catalog"
    cp -R "Sources/$module/$module.docc/." "$catalog/"
    for entry in "${guides[@]}"; do
        read -r file name <<<"$entry"
        sed -f "$rewrites" "Docs/$file" >"$catalog/$name.md"
    done

    log="$output/$module.log"
    if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.trellis.$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors >"$log" 2>&1; then
        status=1
    fi
    count=$(grep -c -E '^(warning|error):' "$log" || true)
    if [ "$count" -gt 0 ]; then
        status=1
        grep -E -A3 '^(warning|error):' "$log" | sed "s#$PWD/##g; s#$output/catalogs/#(guide) #g"
    fi
    echo "$module: $count warnings or errors -> $output/$module.doccarchive"
done
exit $status
