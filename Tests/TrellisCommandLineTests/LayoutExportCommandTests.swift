import Foundation
import Testing
import TrellisTools

@Suite("trellis layout records, widths, snapping and pages; trellis render --html")
struct LayoutExportCommandTests {
    @Test("--format csv and json carry ids and extra columns; --width overrides; several widths give one layout each")
    func records() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "round-robin", "width": 300, "columns": 2, "cellPadding": 5}"#, to: "config.json")
        let items = try scratch.write(
            "id,width,height,file\na,640,480,beach.jpg\nb,480,640,\"dunes, dusk.jpg\"\n", to: "p.csv")
        let csv = try TrellisExecutable.run(["layout", configuration, items, "--format", "csv", "--width", "200"])
        #expect(csv.status == 0)
        #expect(
            csv.standardOutput == """
                id,section,x,y,width,height,file
                a,0,5,5,90,67.5,beach.jpg
                b,0,105,5,90,120,"dunes, dusk.jpg"

                """)
        let json = try TrellisExecutable.run(["layout", configuration, items, "--format", "json"])
        #expect(json.standardOutput.contains(#""viewportWidth": 300,"#))
        #expect(
            json.standardOutput.contains(
                #"{"id": "b", "section": 0, "x": 155, "y": 5, "width": 140, "height": 186.66666666666666, "file": "dunes, dusk.jpg"}"#
            ))
        let snapped = try TrellisExecutable.run([
            "layout", configuration, items, "--format", "ndjson", "--width", "390,768", "--snap", "--scale", "2",
        ])
        let lines = snapped.standardOutput.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(
            lines[3].hasPrefix(#"{"viewportWidth": 768, "id": "b", "section": 0, "x": 389, "y": 5, "width": 374, "#))
    }

    @Test("a bad width, a repeated id or a stray option is an error and prints nothing")
    func badInput() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "mosaic", "width": 300}"#, to: "config.json")
        let items = try scratch.write("id,width,height\nx,1,1\ny,1,1\nx,1,1\n", to: "p.csv")
        for width in ["0", "-5", "abc", "390,,768", "nan"] {
            expectFailure(
                try TrellisExecutable.run(["layout", configuration, items, "--format", "csv", "--width", width]),
                containing: ["--width", "greater than 0"])
        }
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, items, "--format", "csv"]),
            containing: ["id 'x'", "p.csv line 2", "p.csv line 4"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, items, "--format", "xml"]), containing: ["--format"])
    }

    @Test(
        "page by page with --state gives exactly the frames of one layout of all items",
        arguments: StrategyRegistry.builtIn.names)
    func pages(strategy: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "\#(strategy)", "width": 390}"#, to: "config.json")
        var random = SeededGenerator(seed: 25)
        let rows = (0..<100).map { index in
            "p\(index),\(Int.random(in: 50...900, using: &random)),\(Int.random(in: 50...900, using: &random)),n\(index)"
        }
        let header = "id,width,height,note\n"
        let all = try scratch.write(header + rows.joined(separator: "\n"), to: "all.csv")
        let full = try TrellisExecutable.run(["layout", configuration, all, "--format", "csv"])
        #expect(full.status == 0)
        let expected = Dictionary(
            uniqueKeysWithValues: full.standardOutput.split(separator: "\n").dropFirst().map {
                (String($0.prefix { $0 != "," }), String($0))
            })
        var latest: [String: String] = [:]
        let state = scratch.path("gallery.state")
        var start = 0
        // Pages of 1 item and pages longer than the state's checkpoint spacing (32).
        for (number, size) in [5, 1, 40, 8, 1, 45].enumerated() {
            let page = try scratch.write(
                header + rows[start..<(start + size)].joined(separator: "\n"), to: "page\(number).csv")
            let result = try TrellisExecutable.run(
                ["layout", configuration, page, "--format", "csv", "--state", state, "--from", "\(start)"])
            #expect(result.status == 0, "\(result.standardError)")
            let records = result.standardOutput.split(separator: "\n").dropFirst()
            // Every new item is printed, and earlier ones only when their frame changed.
            #expect(records.count >= size)
            for record in records { latest[String(record.prefix { $0 != "," })] = String(record) }
            start += size
        }
        #expect(latest == expected)
        if ["round-robin", "shortest-column", "masonry"].contains(strategy) {
            // Column layouts never move an earlier item: each page prints only its own.
            let page = try scratch.write(header + "q,100,100,x", to: "last.csv")
            let result = try TrellisExecutable.run(
                ["layout", configuration, page, "--format", "csv", "--state", state, "--from", "100"])
            #expect(result.standardOutput.split(separator: "\n").count == 2)
        }
    }

    @Test("a state from another strategy or width, or a corrupted one, is refused and nothing is written")
    func badState() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let mosaic = try scratch.write(#"{"strategy": "mosaic", "width": 390}"#, to: "mosaic.json")
        let columns = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "columns.json")
        let page = try scratch.write("id,width,height\na,1,1\n", to: "p1.csv")
        let next = try scratch.write("id,width,height\nb,1,1\n", to: "p2.csv")
        let state = scratch.path("s.state")
        #expect(
            try TrellisExecutable.run(["layout", mosaic, page, "--format", "csv", "--state", state, "--from", "0"])
                .status == 0)
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        expectFailure(
            try TrellisExecutable.run(["layout", columns, next, "--format", "csv", "--state", state, "--from", "1"]),
            containing: ["s.state", "strategy mosaic", "round-robin", "nothing was written"])
        expectFailure(
            try TrellisExecutable.run(
                ["layout", mosaic, next, "--format", "csv", "--state", state, "--from", "1", "--width", "400"]),
            containing: ["width 390", "400"])
        expectFailure(
            try TrellisExecutable.run(["layout", mosaic, page, "--format", "csv", "--state", state, "--from", "1"]),
            containing: ["id 'a'"])
        #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
        try scratch.write(saved.replacingOccurrences(of: "\"a\"", with: "\"z\""), to: "s.state")
        expectFailure(
            try TrellisExecutable.run(["layout", mosaic, next, "--format", "csv", "--state", state, "--from", "1"]),
            containing: ["s.state", "checksum"])
    }

    @Test("a retried page gets the same answer; a repeated or skipped page is refused and nothing is written")
    func retriedPages() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "shortest-column", "width": 390}"#, to: "config.json")
        let header = "id,width,height\n"
        let pages = try (0..<3).map { number in
            try scratch.write(
                header
                    + (0..<4).map { "p\(number * 4 + $0),\(100 + $0 * 30),\(90 + number * 7)" }.joined(separator: "\n"),
                to: "page\(number).csv")
        }
        let state = scratch.path("g.state")
        func layout(_ page: Int, from start: Int) throws -> TrellisExecutable.Result {
            try TrellisExecutable.run(
                ["layout", configuration, pages[page], "--format", "csv", "--state", state, "--from", "\(start)"])
        }
        for number in 0..<3 {
            let first = try layout(number, from: number * 4)
            #expect(first.status == 0, "\(first.standardError)")
            let saved = try String(contentsOfFile: state, encoding: .utf8)
            // The same request again: the same records, the same state.
            let again = try layout(number, from: number * 4)
            #expect(again.status == 0 && again.standardOutput == first.standardOutput)
            #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
        }
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        // Page 0 again after page 2, a page that skips items, a page starting inside the last one.
        for (page, start, words) in [
            (0, 0, "would repeat items"), (2, 13, "item 12 would be missing"), (2, 9, "repeat"),
        ] {
            expectFailure(
                try layout(page, from: start),
                containing: ["g.state", "the page starts at item \(start)", words, "item 12", "nothing was written"])
        }
        #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
        // The final records equal one layout of all items.
        let all = try scratch.write(
            header + (0..<12).map { "p\($0),\(100 + ($0 % 4) * 30),\(90 + ($0 / 4) * 7)" }.joined(separator: "\n"),
            to: "all.csv")
        let full = try TrellisExecutable.run(["layout", configuration, all, "--format", "csv"])
        let last = try layout(2, from: 8)
        #expect(
            full.standardOutput.hasSuffix(
                last.standardOutput.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"))
        // --state needs --from, and --from needs --state.
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, pages[0], "--format", "csv", "--state", state]),
            containing: ["--state needs --from"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, pages[0], "--format", "csv", "--from", "0"]),
            containing: ["--from needs --state"])
        expectFailure(
            try TrellisExecutable.run(
                [
                    "layout", configuration, pages[1], "--format", "csv", "--state", scratch.path("new.state"),
                    "--from", "4",
                ]),
            containing: ["new.state does not exist yet", "items 0 to 3 would be missing"])
    }

    @Test("render --html writes an escaped gallery; without -o FILE.html it is an error")
    func html() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "shortest-column", "width": 390}"#, to: "config.json")
        let items = try scratch.write(
            "width,height,caption,url\n640,480,\"<script>alert('x')</script>\",\"pic.jpg\"\"onerror=\"\n", to: "p.csv")
        let output = scratch.path("gallery.html")
        let result = try TrellisExecutable.run([
            "render", configuration, items, "--html", "-o", output, "--width", "390,768,1280",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(!html.contains("<script>"))
        #expect(html.contains("alt=\"&lt;script&gt;alert('x')&lt;/script&gt;\""))
        #expect(html.contains("src=\"pic.jpg&quot;onerror=\""))
        #expect(html.components(separatedBy: "<figure").count == 4)
        expectFailure(
            try TrellisExecutable.run(["render", configuration, items, "--html", "-o", scratch.path("g.svg")]),
            containing: [".html"])
    }
}
