import TrellisCore

extension TilePattern {
    /// How the template repeats down the grid: every time as it is, or every
    /// other time turned over (the modes of Flutter's quilted grid).
    ///
    /// The *block* is what `same` repeats: the fewest copies of the template
    /// whose tiles fill whole rows (the template itself when one copy does, as
    /// in every pattern Flutter's quilted grid lays out without holes). With
    /// `inverted` or `mirrored` the block alternates with a turned copy of
    /// itself, its tiles taken in a new order: the items of the second block
    /// take the block's tiles in the order a reading of the block's cells
    /// meets them, and land where first fit puts them, which is the block
    /// turned over. The two blocks together are one repetition.
    ///
    /// ```json
    /// { "strategy": "tile-pattern", "width": 404, "repeatPattern": "inverted" }
    /// ```
    public enum RepeatPattern: String, Sendable, CaseIterable, OptionRepresentable {
        /// Every block the same (the default).
        case same
        /// Every second block turned half a turn (point reflection through
        /// its center): its tiles in the order of the block's cells read
        /// from the last back to the first, so the block's bottom-right tile
        /// comes first, at the top left. With quilted, `A A B C / A A D D`
        /// is followed by `D D A A / C B A A`.
        case inverted
        /// Every second block upside down (reflected across a line along the
        /// rows): its tiles in the order of the block's rows read from the
        /// last up to the first, each from the left. With quilted,
        /// `A A B C / A A D D` is followed by `A A D D / A A B C`.
        case mirrored
    }
}

extension TileArrangement {
    /// This arrangement (one block) followed by the block turned over as
    /// `pattern` turns it: twice the tiles and twice the rows.
    ///
    /// The turned block's tiles come in the order a reading of the block's
    /// cells meets them (from the last cell back for `inverted`, from the
    /// last row up for `mirrored`), each at its cells turned over. Placing
    /// them one after the other by first fit puts each exactly there: every
    /// tile's turned top-left cell is the first empty cell when its turn
    /// comes, so this is first fit of the expanded template (a test checks it
    /// over random templates).
    ///
    /// - Complexity: O(*a*), where *a* is the number of cells of the block.
    func followedByTurnedCopy(_ pattern: TilePattern.RepeatPattern) -> TileArrangement {
        guard pattern != .same else { return self }
        // Which of the block's tiles covers each cell, row by row (the block fills its rows).
        var owners = [Int](repeating: 0, count: rows * columns)
        for (index, placement) in placements.enumerated() {
            for y in placement.row..<(placement.row + placement.tile.rows) {
                let rowStart = y * columns
                for x in placement.column..<(placement.column + placement.tile.columns) { owners[rowStart + x] = index }
            }
        }
        let reading: [Int] =
            pattern == .inverted
            ? Array(owners.indices.reversed())
            : (0..<rows).reversed().flatMap { row in (row * columns)..<((row + 1) * columns) }
        var met = [Bool](repeating: false, count: placements.count)
        var turned: [Placement] = []
        turned.reserveCapacity(placements.count)
        for cell in reading where !met[owners[cell]] {
            met[owners[cell]] = true
            let placement = placements[owners[cell]]
            let tile = placement.tile
            turned.append(
                Placement(
                    column: pattern == .inverted ? columns - placement.column - tile.columns : placement.column,
                    row: 2 * rows - placement.row - tile.rows, tile: tile))
        }
        return TileArrangement(placements: placements + turned, rows: 2 * rows, columns: columns)
    }
}
