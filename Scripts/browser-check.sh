#!/usr/bin/env bash
# Opens an HTML page in headless Chromium at 390, 768 and 1400 px wide and
# checks what a reader sees: no horizontal scrolling, every picture loaded and
# inside the window, every figure shown inside the page, no two figures
# overlapping (e.g. the demo page, or a `trellis render --html` gallery). Prints one line per width;
# exits 1 when a check fails. Skips (exit 0, with a message) where Chromium
# is not installed (Debian: apt-get install chromium).
#
#   Scripts/browser-check.sh PAGE.html
set -euo pipefail
page=${1:?usage: Scripts/browser-check.sh PAGE.html}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
    echo "browser-check: skipped: no chromium, chromium-browser or google-chrome on PATH"
    exit 0
fi
folder=$(cd "$(dirname "$page")" && pwd)
probe="$folder/.browser-check-$$.html"
frame="$folder/.browser-check-frame-$$.html"
trap 'rm -f "$probe" "$frame"' EXIT
# The page, then a script that writes what it finds into the DOM, which --dump-dom prints
# (a script after </html> still runs: the parser moves it into the body).
{
    cat "$page"
    cat <<'SCRIPT'
<script>
window.addEventListener("load", () => {
  const width = window.innerWidth, problems = [];
  const scroll = document.documentElement.scrollWidth;
  if (scroll > width) problems.push("scrolls sideways: " + scroll + " px of content in " + width + " px");
  for (const image of document.images) {
    const box = image.getBoundingClientRect();
    if (!image.complete || image.naturalWidth === 0) problems.push("not loaded: " + image.getAttribute("src"));
    if (box.left < -0.5 || box.right > width + 0.5) problems.push("cut at the window edge: " + image.getAttribute("src"));
  }
  // Figures shown (hidden ones, e.g. another breakpoint's layout, have no box) must lie inside the page.
  const figures = [...document.querySelectorAll("figure")].map(f => f.getBoundingClientRect())
    .filter(box => box.width > 0 || box.height > 0);
  figures.forEach((box, i) => {
    if (box.left < -0.5 || box.right > width + 0.5 || box.top + window.scrollY < -0.5)
      problems.push("figure " + (i + 1) + " is outside the page");
  });
  figures.forEach((a, i) => figures.slice(i + 1).forEach((b, j) => {
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
      problems.push("figures " + (i + 1) + " and " + (i + j + 2) + " overlap");
  }));
  parent.postMessage(
    (problems.length ? "FAIL " + problems.join("; ")
      : "ok " + document.images.length + " pictures, " + figures.length + " figures shown")
      + " (window " + width + " px)", "*");
});
</script>
SCRIPT
} > "$probe"
status=0
for width in 390 768 1400; do
    # The page in a frame of the width (a browser window has a minimum width), whose
    # result comes back as a message that --dump-dom prints.
    cat > "$frame" <<FRAME
<!doctype html><html><body style="margin:0">
<iframe src="$(basename "$probe")" style="width:${width}px;height:900px;border:0"></iframe>
<script>
window.addEventListener("message", event => {
  const out = document.createElement("pre");
  out.id = "browser-check";
  out.textContent = event.data;
  document.body.appendChild(out);
});
</script></body></html>
FRAME
    result=$(timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
        --window-size="$((width + 40)),1000" --virtual-time-budget=10000 --dump-dom "file://$frame" 2>/dev/null \
        | sed -n 's#.*<pre id="browser-check">\(.*\)</pre>.*#\1#p')
    if [ -z "$result" ]; then result="FAIL the page did not finish loading"; fi
    echo "browser-check: $(basename "$page") at $width px: $result"
    case "$result" in ok*) ;; *) status=1 ;; esac
done
exit $status
