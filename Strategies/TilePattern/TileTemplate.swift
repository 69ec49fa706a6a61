import TrellisCore

extension TilePattern {
    /// One tile of a ``Template``: how many cells it spans across the scroll
    /// direction (``columns``) and along it (``rows``).
    ///
    /// With horizontal scrolling the grid is transposed: ``columns`` run down
    /// the viewport's height and ``rows`` to the right.
    public struct Tile: Sendable, Hashable {
        /// The cells the tile spans across the scroll direction, at least 1.
        public var columns: Int
        /// The cells the tile spans along the scroll direction, at least 1.
        public var rows: Int

        /// Creates a tile `columns` cells wide and `rows` cells tall.
        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// The repeating list of tiles a ``TilePattern`` fills in item order:
    /// item *i* gets tile *i* mod *t* of a template of *t* tiles (when it
    /// repeats as it is; ``TilePattern/RepeatPattern`` can turn every second
    /// block over).
    ///
    /// A template is a configuration value: a preset's name
    /// (`"quilted"`, `"woven"`, `"staired"`) or a list of tiles, each
    /// `[columns, rows]` or `{"columns": c, "rows": r}`:
    ///
    /// ```json
    /// { "strategy": "tile-pattern", "width": 390, "template": [[2, 2], [1, 1], [1, 1], [2, 1]] }
    /// ```
    ///
    /// Placed one after the other, each where it first fits (top-most, then
    /// left-most), the tiles of the template, or of some copies of it, must
    /// fill whole rows of the grid with no empty cell, so that every
    /// repetition starts on a fresh row
    /// (``TilePattern/arrangement(of:columns:repeatPattern:key:)`` checks it): `[[1, 1]]`
    /// fills a row of any width in copies, `[[3, 1]]` never fills 4 columns.
    public struct Template: Sendable, Hashable {
        /// The tiles, in item order.
        public var tiles: [Tile]

        /// Creates a template of `tiles`, in item order.
        public init(_ tiles: [Tile]) {
            self.tiles = tiles
        }

        /// Flutter's quilted pattern (the flutter_staggered_grid_view
        /// example) on 4 columns: a 2 × 2 tile, two 1 × 1 tiles beside it and
        /// a 2 × 1 tile below those; two rows per repetition.
        public static let quilted = Template([
            Tile(columns: 2, rows: 2), Tile(columns: 1, rows: 1), Tile(columns: 1, rows: 1), Tile(columns: 2, rows: 1),
        ])

        /// A woven pattern on 4 columns: two tiles side by side per run, a
        /// square (2 × 2) and a tall one (2 × 3), swapping sides from one run
        /// to the next (the "z" order of Material's woven image list); five
        /// rows per repetition.
        public static let woven = Template([
            Tile(columns: 2, rows: 2), Tile(columns: 2, rows: 3), Tile(columns: 2, rows: 3), Tile(columns: 2, rows: 2),
        ])

        /// A staired pattern on 4 columns: runs of tiles growing step by step
        /// (1 × 1, 1 × 2, 2 × 3), their lower edges a staircase, the runs
        /// alternating direction (down to the right, then down to the left,
        /// as Flutter's staired grid alternates); smaller tiles fill under the
        /// steps. Ten tiles, six rows per repetition.
        public static let staired = Template([
            Tile(columns: 1, rows: 1), Tile(columns: 1, rows: 2), Tile(columns: 2, rows: 3), Tile(columns: 1, rows: 2),
            Tile(columns: 1, rows: 1), Tile(columns: 2, rows: 3), Tile(columns: 1, rows: 2), Tile(columns: 1, rows: 1),
            Tile(columns: 1, rows: 2), Tile(columns: 1, rows: 1),
        ])

        /// The presets by their configuration names.
        public static let presets: [(name: String, template: Template)] = [
            ("quilted", .quilted), ("woven", .woven), ("staired", .staired),
        ]

        /// The preset's name when the template is one, else `nil`.
        ///
        /// - Complexity: O(*t*), where *t* is the number of tiles.
        public var presetName: String? { Self.presets.first { $0.template == self }?.name }

        /// The number of cells the template covers, or `nil` when it exceeds ``maximumArea``.
        var area: Int? {
            var total = 0
            for tile in tiles {
                guard tile.columns <= Self.maximumArea, tile.rows <= Self.maximumArea else { return nil }
                total += tile.columns * tile.rows
                guard total <= Self.maximumArea else { return nil }
            }
            return total
        }

        /// The most cells a template may cover: far more than any screen
        /// shows, and few enough that checking a template stays instant.
        public static let maximumArea = 10_000

        /// Why the template can be no template at all (empty, a span below 1,
        /// too large), or `nil`; whether it tiles depends on the columns too.
        var problem: String? {
            guard !tiles.isEmpty else { return "the template has no tiles; give at least one [columns, rows]" }
            for (index, tile) in tiles.enumerated() where tile.columns < 1 || tile.rows < 1 {
                return "tile \(index) spans \(tile.columns) columns and \(tile.rows) rows; "
                    + "every span must be at least 1"
            }
            guard area != nil else {
                return "the template covers more than \(Self.maximumArea) cells; use fewer or smaller tiles"
            }
            return nil
        }
    }
}

extension TilePattern.Template: OptionRepresentable {
    /// Reads a preset's name, or a list of tiles, each `[columns, rows]` or
    /// `{"columns": c, "rows": r}` with whole numbers.
    ///
    /// - Complexity: O(*t*), where *t* is the number of tiles.
    public init?(optionValue: OptionValue) {
        switch optionValue {
        case .string(let name):
            guard let preset = Self.presets.first(where: { $0.name == name }) else { return nil }
            self = preset.template
        case .list(let values):
            var tiles: [TilePattern.Tile] = []
            tiles.reserveCapacity(values.count)
            for value in values {
                switch value {
                case .list(let spans) where spans.count == 2:
                    guard let columns = Int(optionValue: spans[0]), let rows = Int(optionValue: spans[1]) else {
                        return nil
                    }
                    tiles.append(TilePattern.Tile(columns: columns, rows: rows))
                case .object(let members) where Set(members.keys) == ["columns", "rows"]:
                    guard let columns = members["columns"].flatMap(Int.init(optionValue:)),
                        let rows = members["rows"].flatMap(Int.init(optionValue:))
                    else { return nil }
                    tiles.append(TilePattern.Tile(columns: columns, rows: rows))
                default:
                    return nil
                }
            }
            self.init(tiles)
        default:
            return nil
        }
    }

    /// A preset as its name, any other template as a list of `[columns, rows]`.
    ///
    /// - Complexity: O(*t*), where *t* is the number of tiles.
    public var optionValue: OptionValue {
        if let presetName { return .string(presetName) }
        return .list(tiles.map { .list([.number(Double($0.columns)), .number(Double($0.rows))]) })
    }

    public static var optionTypeDescription: String {
        "a preset (" + presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
            + ") or a list of tiles [[columns, rows], ...]"
    }
}
