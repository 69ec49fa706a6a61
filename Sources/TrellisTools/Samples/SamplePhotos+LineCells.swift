extension SamplePhotos {
    /// Natural sizes (photos) as cells of one height, for a line layout such
    /// as `flow-line`: each keeps its aspect ratio at `height`, and one that
    /// would then be wider than `maximumWidth` is scaled down to that width
    /// (it is then shorter than `height`).
    ///
    /// `trellis demo` lays the bundled photos out this way for `flow-line`, and
    /// `trellis compare --line-height H` does the same, so that their numbers
    /// agree. Items with a height only are kept as they are.
    ///
    /// ```swift
    /// let (cells, narrowed) = SamplePhotos.lineCells(SamplePhotos.cycled(count: 100), height: 120, maximumWidth: 390)
    /// ```
    ///
    /// - Returns: The cells, and how many were scaled down to `maximumWidth`.
    /// - Complexity: O(*n*) in the number of sizes.
    public static func lineCells(_ sizes: [ItemSize], height: Double, maximumWidth: Double)
        -> (cells: [ItemSize], narrowed: Int)
    {
        var narrowed = 0
        let cells = sizes.map { size -> ItemSize in
            guard let width = size.width else { return size }
            let scaled = width * height / size.height
            guard scaled > maximumWidth else { return ItemSize(width: scaled, height: height) }
            narrowed += 1
            return ItemSize(width: maximumWidth, height: size.height * maximumWidth / width)
        }
        return (cells, narrowed)
    }
}
