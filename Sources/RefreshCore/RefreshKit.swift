/// Facts about the library as a whole.
public enum RefreshKit {
    /// The release this source is, in Semantic Versioning (`major.minor.patch`); the one place the
    /// version is written. CHANGELOG.md's newest entry names it (a repository test checks), and
    /// `refresh-playground --version` prints it.
    public static let version = "0.1.0"
}
