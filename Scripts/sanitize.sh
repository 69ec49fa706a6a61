#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer.
#
#   Scripts/sanitize.sh [address|thread|all] [extra `swift test` arguments...]
#
# Each sanitizer builds into its own scratch path (.build-asan, .build-tsan;
# gitignored), so switching does not rebuild the normal .build. Exits non-zero
# when a test fails or a sanitizer reports; prints each run's wall time.
#
# AddressSanitizer runs every test. ThreadSanitizer, given no arguments of
# your own, runs the suites whose code shares state across tasks or threads
# (layouts queried from many tasks, task-local option reading, the loader and
# the grid's loading): the rest compute on values one task owns, where it
# finds nothing and costs 5-15x their time (CI has a time limit). Pass your
# own `--filter` (or `--skip ''`) to run more.
set -euo pipefail
which="${1:-all}"
shift $(( $# > 0 ? 1 : 0 ))
cd "$(dirname "$0")/.."

run() {
    local sanitizer="$1" scratch="$2"
    shift 2
    local start=$SECONDS
    echo "== swift test --sanitize=$sanitizer"
    # halt_on_error: the first report fails the run instead of scrolling past.
    # With the internal invariant checks (off by default, Package.swift).
    TRELLIS_INTERNAL_CHECKS=1 ASAN_OPTIONS="halt_on_error=1:detect_leaks=0" \
        TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1" swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
    echo "== $sanitizer: passed in $(( SECONDS - start ))s"
}

concurrent='ConcurrencyTests|ConcurrencyGuideTests|OptionDeclaringTests|OptionDeclarationCheckTests'
concurrent+='|EndReachedLoaderTests|LazyGridLoadingTests|LazyGridStateTests'
thread_args=("$@")
(( $# > 0 )) || thread_args=(--filter "$concurrent")

case "$which" in
    address) run address .build-asan "$@" ;;
    thread) run thread .build-tsan "${thread_args[@]}" ;;
    all) run address .build-asan "$@"; run thread .build-tsan "${thread_args[@]}" ;;
    *) echo "error: unknown sanitizer '$which'; valid: address, thread, all" >&2; exit 1 ;;
esac
