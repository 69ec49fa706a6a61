#!/usr/bin/env bash
# Ten million items: prepare and query every built-in strategy with every index
# option in a release build, one process per case so that each peak memory
# (VmHWM) is its own. Prints one JSON line per case; fails when a layout keeps
# more than its byteCount (the benchmark's bytesPerItem times the items) + 5%,
# peaks above 4x that during prepare, or a query disagrees with `linear`.
#
#   Scripts/scale.sh [items] [strategies (comma-separated)] [indexes (comma-separated)]
set -euo pipefail
items="${1:-10000000}"
strategies="${2:-flow-line,round-robin,shortest-column,mosaic,masonry}"
indexes="${3:-auto,rtree,linear}"
cd "$(dirname "$0")/ScaleCheck"
swift build -c release 2>&1 | grep -E 'error|Compiling|Build' | tail -3
binary="$(swift build -c release --show-bin-path)/ScaleCheck"
status=0
for strategy in ${strategies//,/ }; do
    for index in ${indexes//,/ }; do
        "$binary" "$strategy" "$index" "$items" || status=1
    done
done
exit "$status"
