#!/usr/bin/env bash
# Records against frames at scale: `trellis layout` on the same items file of
# N rows (ids, sizes, image URLs and captions), release build, once for the
# frames document and once per record format. Prints the wall time, the CPU
# time (user + system) and the peak resident memory (`/usr/bin/time`) of each
# run and its ratios to the frames document's; on a shared machine the CPU
# time is the steadier of the two. The rows cycle through the 5,000 real photo sizes bundled in
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
printf '%-22s %8s %8s %8s %11s %10s %12s\n' "output" "wall s" "CPU s" "peak MB" "wall ratio" "CPU ratio" "memory ratio"
measure() {
    /usr/bin/time -f '%e %U %S %M' -o "$scratch/time" "$trellis" layout "$configuration" "$items" "$@" > "$scratch/out"
    awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$scratch/time"
}
read -r base_wall base_cpu base_kilobytes < <(measure)
printf '%-22s %8.2f %8.2f %8d %11s %10s %12s\n' "frames (no --format)" "$base_wall" "$base_cpu" \
    "$((base_kilobytes / 1024))" "1.00" "1.00" "1.00"
for format in csv ndjson json; do
    read -r wall cpu kilobytes < <(measure --format "$format")
    printf '%-22s %8.2f %8.2f %8d %11.2f %10.2f %12.2f\n' "--format $format" "$wall" "$cpu" "$((kilobytes / 1024))" \
        "$(echo "$wall / $base_wall" | bc -l)" "$(echo "$cpu / $base_cpu" | bc -l)" \
        "$(echo "$kilobytes / $base_kilobytes" | bc -l)"
done
