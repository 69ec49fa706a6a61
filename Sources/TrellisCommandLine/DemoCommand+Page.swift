import TrellisTools

extension DemoCommand {
    /// `index.html`: every strategy's picture under its metrics table, in as
    /// many columns of at least 330 px as the window holds (three in a window
    /// 1,400 px wide, pictures scaled down to fill each column; one on a
    /// phone), nothing cut or scrolling sideways; then the app screen and the
    /// side-by-side picture, each scaled down to the window.
    ///
    /// - Complexity: O(*s*), where *s* is the number of strategies.
    static func indexPage(_ rows: [Row]) -> String {
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Trellis demo</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #212121; background: #fafafa; }
            .strategies { display: grid; gap: 24px; align-items: start;
              grid-template-columns: repeat(auto-fill, minmax(min(100%, 330px), 1fr)); }
            figure { margin: 0 0 24px; min-width: 0; max-width: 100%; }
            img { display: block; max-width: 100%; height: auto; }
            h2 { font-size: 18px; margin: 0 0 4px; }
            p.about { font-size: 14px; color: #424242; margin: 0 0 8px; min-height: 5.6em; }
            table { border-collapse: collapse; font-size: 14px; margin-bottom: 12px; }
            th { text-align: left; font-weight: normal; color: #616161; padding: 2px 12px 2px 0; }
            td { text-align: right; font-variant-numeric: tabular-nums; padding: 2px 0; }
            </style>
            </head>
            <body>
            <h1>Trellis demo</h1>

            """
        page +=
            "<p>\(points(Double(SamplePhotos.coco2017Validation.count))) real photo sizes (MS-COCO 2017 validation) "
            + "at phone width \(points(width)) pt. The numbers are for the whole layout; each picture shows its top "
            + "\(points(pictureLength)) pt; the app screen and the top \(points(sideBySideLength)) pt of all of them "
            + "side by side follow.</p>\n<div class=\"strategies\">\n"
        for row in rows {
            let metrics = row.metrics
            var cells: [(String, String)] = [
                ("items", points(Double(metrics.itemCount))),
                ("content height", points(metrics.contentLength, digits: 1) + " pt"),
                ("fill", fixed(metrics.fillRatio, digits: 3)),
                (
                    "items overflowing",
                    metrics.overflowingItemCount == 0 ? "none" : points(Double(metrics.overflowingItemCount))
                ),
            ]
            if let columns = metrics.columnCount, let imbalance = metrics.columnImbalance {
                cells += [("columns", "\(columns)"), ("column imbalance", points(imbalance, digits: 1) + " pt")]
            }
            cells += [
                ("largest gap", points(metrics.largestGap, digits: 1) + " pt"),
                (
                    "order shift (mean / max)",
                    fixed(metrics.orderDisplacement, digits: 1)
                        + " / \(metrics.maximumOrderDisplacement)"
                ),
                ("prepare", fixed(milliseconds(metrics.prepareTime), digits: 2) + " ms"),
                ("index", row.layout.indexKind.rawValue),
            ]
            let name = escapedForMarkup(row.strategy)
            page += "<figure>\n<h2>\(name)</h2>\n<p class=\"about\">\(escapedForMarkup(row.about))</p>\n<table>\n"
            page += cells.map { "<tr><th>\(escapedForMarkup($0.0))</th><td>\(escapedForMarkup($0.1))</td></tr>\n" }
                .joined()
            page += "</table>\n<img src=\"\(name).svg\" alt=\"The top of the \(name) layout\">\n</figure>\n"
        }
        page += "</div>\n"
        page +=
            "<figure>\n<h2>One app screen</h2>\n<p class=\"about\">A strategy per section: chips, justified rows and "
            + "a waterfall with full-width banners, each section on a background card.</p>\n"
            + "<img src=\"app-screen.svg\" alt=\"One app screen laid out with a strategy per section\">\n</figure>\n"
        page +=
            "<figure>\n<h2>Side by side</h2>\n"
            + "<img src=\"side-by-side.svg\" alt=\"The top of every strategy's layout side by side\">\n</figure>\n"
        page += "</body>\n</html>\n"
        return page
    }
}
