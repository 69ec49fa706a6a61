extension PreparedLayout {
    /// The frames of a section's items placed, in item order; empty for a
    /// section that does not exist.
    ///
    /// ```swift
    /// let frames = layout.itemFrames(inSection: 0)   // [(6.0, 6.0, 183.0, 137.25), ...]
    /// ```
    ///
    /// - Complexity: O(*k*), where *k* is the number of items in the section.
    public func itemFrames(inSection section: Int) -> [Rect] {
        guard storage.sections.indices.contains(section) else { return [] }
        let record = storage.sections[section]
        return Array(storage.frames[record.firstItem..<(record.firstItem + record.itemCount)])
    }
}
