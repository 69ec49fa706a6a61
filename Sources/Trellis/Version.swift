/// The version of Trellis: the one place it is written down.
///
/// `trellis --version` prints ``current``; CHANGELOG.md describes each version.
public enum TrellisVersion {
    /// The version of this copy of Trellis, a semantic version such as `"0.2.0"`.
    public static let current = "0.2.0"
}
