#!/usr/bin/env bash
# Builds the libFuzzer harness and fuzzes one target for a given time.
#
#   Fuzz/run.sh [seconds] [target] [extra libFuzzer flags...]
#
# Targets: engine (default), config, items, cli. The committed seed corpus is
# Fuzz/corpus/<target>/; new corpus entries go to Fuzz/.work/<target>/ and
# crashing inputs to Fuzz/crashes/<target>/ (both gitignored). The last line
# printed is a summary: target, seconds, executions.
set -euo pipefail
seconds="${1:-60}"
target="${2:-engine}"
shift $(( $# > 2 ? 2 : $# ))
cd "$(dirname "$0")"

mkdir -p .work
if ! swift build -c release --product TrellisFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xlinker --allow-multiple-definition >.work/build.log 2>&1; then
    grep -v -e 'warning: Cannot export local symbol' -e '^\[' .work/build.log >&2
    echo "error: the fuzzer did not build" >&2
    exit 1
fi
binary="$(swift build -c release --show-bin-path)/TrellisFuzz"
[[ -x "$binary" ]] || { echo "error: the fuzzer did not build" >&2; exit 1; }

mkdir -p ".work/$target" "crashes/$target" "corpus/$target"
log=".work/$target.log"
status=0
dict=()
[[ "$target" == engine ]] || dict=(-dict=json.dict)
# One process, one core: -jobs would take the cores other work needs.
TRELLIS_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$binary" ".work/$target" "corpus/$target" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="crashes/$target/" "${dict[@]}" "$@" >"$log" 2>&1 || status=$?
tail -n 25 "$log"
runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1 || true)"
echo "fuzz summary: target=$target seconds=$seconds executions=${runs:-?} status=$status"
exit "$status"
