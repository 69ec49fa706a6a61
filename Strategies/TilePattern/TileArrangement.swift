import TrellisCore

/// Where each tile of a template goes in one repetition, found once per
/// template, column count and repeat pattern: every later repetition is the
/// same shifted by ``rows`` rows, so an item's cell is arithmetic on its index.
public struct TileArrangement: Sendable, Hashable {
    /// One tile's cells: its first column and row, and its spans.
    public struct Placement: Sendable, Hashable {
        /// The first column the tile covers, from 0.
        public var column: Int
        /// The first row the tile covers, from 0 at the repetition's top.
        public var row: Int
        /// The tile's spans.
        public var tile: TilePattern.Tile
    }

    /// The tiles' cells, in item order: one or more copies of the template,
    /// as many as it takes to fill whole rows (the block), followed, when
    /// the template repeats `inverted` or `mirrored`, by the block turned over.
    public let placements: [Placement]
    /// The rows one repetition fills: the next starts this many rows lower.
    public let rows: Int
    /// The columns of the grid.
    public let columns: Int
}

extension TilePattern {
    /// Places the template's tiles one after the other in a grid of
    /// `columns` columns, each at the top-most, then left-most cell from
    /// which it fits without covering another, copy after copy of the
    /// template, until they fill whole rows: that many copies are one block.
    /// With `repeatPattern` `.same` the block is one repetition; otherwise a
    /// repetition is the block, then the block turned over as the mode turns
    /// it (see ``RepeatPattern``).
    ///
    /// - Returns: The arrangement of one repetition.
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for `key` when a
    ///   tile is wider than `columns`, when no number of copies of the
    ///   template fills whole rows (an empty cell no tile fits any more, the
    ///   copies cycling through the same empty cells, or more than 10,000
    ///   cells without filling whole rows), or when the template is no template at all (empty, a span
    ///   below 1, more than ``Template/maximumArea`` cells). A block that
    ///   fills whole rows turns over into whole rows: the modes add no error.
    /// - Complexity: O(*r* · *c*) placements tried at most, each checking a
    ///   tile's cells, where *r* is the number of cells the copies cover (at
    ///   most about 10,000) and *c* the number of columns, plus O(*r*) to
    ///   turn the block over; instant for the presets.
    public static func arrangement(
        of template: Template, columns: Int, repeatPattern: RepeatPattern = .same, key: String = templateOption.name
    ) throws(LayoutError) -> TileArrangement {
        try block(of: template, columns: columns, key: key).followedByTurnedCopy(repeatPattern)
    }

    /// The fewest copies of the template whose tiles, placed by first fit,
    /// fill whole rows: what ``arrangement(of:columns:repeatPattern:key:)``
    /// repeats, or turns over.
    static func block(of template: Template, columns: Int, key: String) throws(LayoutError) -> TileArrangement {
        if let problem = template.problem { throw .invalidOption(key: key, reason: problem) }
        for (index, tile) in template.tiles.enumerated() where tile.columns > columns {
            throw .invalidOption(
                key: key,
                reason:
                    "tile \(index) is \(tile.columns) columns wide, wider than the grid (\(columns) column\(columns == 1 ? "" : "s")); "
                    + "use at most \(columns) columns per tile or more columns")
        }
        // The grid's cells row by row, true where a tile lies; rows are added as tiles reach them.
        var filled: [Bool] = []
        var firstOpenRow = 0
        var placements: [TileArrangement.Placement] = []
        placements.reserveCapacity(template.tiles.count)
        func isFree(_ column: Int, _ row: Int, _ tile: Tile) -> Bool {
            for y in row..<(row + tile.rows) where y * columns < filled.count {
                for x in column..<(column + tile.columns) where filled[y * columns + x] { return false }
            }
            return true
        }
        // Copies of the template until their tiles fill whole rows: the
        // repetition. Whatever is placed depends only on the cells from the
        // first row with an empty cell on (every row above is full), so when
        // those come back as they were after an earlier copy, the copies cycle
        // and never fill whole rows; an empty cell no tile can cover any more
        // ends the search at once.
        var seen = Set<ArraySlice<Bool>>()
        var copies = 0
        func problem(_ what: String) -> LayoutError {
            .invalidOption(
                key: key,
                reason: "the template does not tile \(columns) column\(columns == 1 ? "" : "s"): with its tiles "
                    + "placed top-most then left-most, \(what), so the pattern cannot repeat without holes; "
                    + "change the spans so that the tiles fill whole rows")
        }
        while true {
            for tile in template.tiles {
                var row = firstOpenRow
                var column = 0
                // Top-most, then left-most: the first row from which it fits, the first column in that row.
                search: while true {
                    for x in 0...(columns - tile.columns) where isFree(x, row, tile) {
                        column = x
                        break search
                    }
                    row += 1
                }
                let bottom = row + tile.rows
                if filled.count < bottom * columns {
                    filled.append(contentsOf: repeatElement(false, count: bottom * columns - filled.count))
                }
                for y in row..<bottom {
                    for x in column..<(column + tile.columns) { filled[y * columns + x] = true }
                }
                while firstOpenRow * columns < filled.count,
                    !filled[(firstOpenRow * columns)..<((firstOpenRow + 1) * columns)].contains(false)
                {
                    firstOpenRow += 1
                }
                placements.append(.init(column: column, row: row, tile: tile))
            }
            copies += 1
            let open = filled[(firstOpenRow * columns)...]
            guard let hole = open.firstIndex(of: false) else {
                return TileArrangement(placements: placements, rows: firstOpenRow, columns: columns)
            }
            let (row, column) = (hole / columns, hole % columns)
            let copiesDone = "\(copies) cop\(copies == 1 ? "y" : "ies")"
            let canBeCovered = template.tiles.contains { tile in
                (Swift.max(0, row - tile.rows + 1)...row).contains { y in
                    (Swift.max(0, column - tile.columns + 1)...Swift.min(column, columns - tile.columns)).contains {
                        isFree($0, y, tile)
                    }
                }
            }
            guard canBeCovered else {
                throw problem(
                    "after \(copiesDone) row \(row), column \(column) is empty and no tile of the template fits there")
            }
            guard seen.insert(open).inserted else {
                throw problem("\(copiesDone) leave the same empty cells as fewer did and never fill whole rows")
            }
            guard filled.count <= maximumRepetitionArea else {
                throw problem("\(copiesDone) cover more than \(maximumRepetitionArea) cells without filling whole rows")
            }
        }
    }

    /// The most cells one repetition of a template may cover.
    static let maximumRepetitionArea = 10_000
}
