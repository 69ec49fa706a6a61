#!/usr/bin/env bash
# Records against frames at scale: `trellis layout` on the same items file of
# N rows (ids, sizes, image URLs and captions), release build, once for the
# frames document and once per record format. Prints the wall time and peak
# resident memory (`/usr/bin/time -v`) of each run and its ratio to the frames
# document's. The rows cycle through the 5,000 real photo sizes bundled in
# Docs/Examples/coco2017_val.csv and are written to a temporary directory.
#
#   Scripts/records-scale.sh [rows] [configuration]
set -euo pipefail
rows="${1:-1000000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
configuration="${2:-$root/Docs/Examples/shortest-column.json}"
cd "$root"
swift build -c release --product trellis 2>&1 | grep -E 'error|Build' | tail -2
trellis="$(swift build -c release --show-bin-path)/trellis"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
items="$scratch/items.csv"
awk -v rows="$rows" -F, 'BEGIN { n = 0 } NR > 1 { w[n] = $1; h[n] = $2; n++ }
    END {
        print "id,width,height,url,caption"
        for (i = 0; i < rows; i++) {
            printf "photo-%07d,%s,%s,https://images.example.com/photos/%07d.jpg,\"Photo %d, %s by %s\"\n",
                i, w[i % n], h[i % n], i, i, w[i % n], h[i % n]
        }
    }' Docs/Examples/coco2017_val.csv > "$items"
echo "$rows rows, $(du -m "$items" | cut -f1) MB of CSV; $(basename "$configuration")"
printf '%-24s %10s %12s %12s %12s\n' "output" "seconds" "peak MB" "time ratio" "memory ratio"
measure() {
    /usr/bin/time -v "$trellis" layout "$configuration" "$items" "$@" 2> "$scratch/time" > "$scratch/out"
    local seconds kilobytes
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$scratch/time")
    kilobytes=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$scratch/time")
    echo "$seconds $kilobytes $(wc -c < "$scratch/out")"
}
read -r base_seconds base_kilobytes base_bytes < <(measure)
printf '%-24s %10.2f %12.0f %12s %12s\n' "frames (no --format)" "$base_seconds" "$((base_kilobytes / 1024))" "1.00" "1.00"
for format in csv ndjson json; do
    read -r seconds kilobytes bytes < <(measure --format "$format")
    printf '%-24s %10.2f %12.0f %12.2f %12.2f\n' "--format $format" "$seconds" "$((kilobytes / 1024))" \
        "$(echo "$seconds / $base_seconds" | bc -l)" "$(echo "$kilobytes / $base_kilobytes" | bc -l)"
done
