import Foundation

/// Finds the font files the toolkit draws with, at run time; fonts are never bundled.
public struct FontLocator {
    /// A face the toolkit needs, with where it comes from on Debian.
    public enum Face: CaseIterable, Sendable {
        /// DejaVu Sans regular and bold, WenQuanYi Micro Hei (for CJK text), DejaVu Sans Mono
        /// regular and bold.
        case sans, sansBold, cjk, mono, monoBold

        /// The font file's name, looked up in each of `directories`.
        public var fileName: String {
            switch self {
            case .sans: return "DejaVuSans.ttf"
            case .sansBold: return "DejaVuSans-Bold.ttf"
            case .cjk: return "wqy-microhei.ttc"
            case .mono: return "DejaVuSansMono.ttf"
            case .monoBold: return "DejaVuSansMono-Bold.ttf"
            }
        }
        /// The font's human-readable name, used in error messages.
        public var displayName: String {
            switch self {
            case .sans: return "DejaVu Sans"
            case .sansBold: return "DejaVu Sans Bold"
            case .cjk: return "WenQuanYi Micro Hei"
            case .mono: return "DejaVu Sans Mono"
            case .monoBold: return "DejaVu Sans Mono Bold"
            }
        }
        /// The Debian package that installs the file.
        public var debianPackage: String {
            self == .cjk ? "fonts-wqy-microhei" : "fonts-dejavu-core"
        }
    }

    /// The usual system folders, after `REFRESH_FONT_DIR` when that is set.
    public static var defaultDirectories: [String] {
        var dirs: [String] = []
        if let override = ProcessInfo.processInfo.environment["REFRESH_FONT_DIR"], !override.isEmpty {
            dirs.append(override)
        }
        dirs += [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/wqy",
            "/usr/share/fonts/dejavu", "/usr/share/fonts/wqy-microhei", "/usr/share/fonts/TTF",
            "/usr/share/fonts/truetype", "/usr/local/share/fonts",
        ]
        if let home = ProcessInfo.processInfo.environment["HOME"] {
            dirs += [home + "/.local/share/fonts", home + "/.fonts"]
        }
        return dirs
    }

    /// Folders searched in order.
    public var directories: [String]

    /// A locator searching `directories` in order.
    ///
    /// - Parameter directories: The folders to search, first match wins.
    public init(directories: [String] = FontLocator.defaultDirectories) {
        self.directories = directories
    }

    /// The path of `face`, or an error naming the font and the package to install.
    ///
    /// - Parameter face: The face to find.
    /// - Returns: The first readable file of that name in `directories`.
    /// - Throws: `SDLError.fontNotFound` naming the font, its file, its Debian package and every
    ///   folder searched, when no folder holds a readable copy.
    public func path(for face: Face) throws -> String {
        let fm = FileManager.default
        for dir in directories {
            let candidate = (dir as NSString).appendingPathComponent(face.fileName)
            if fm.isReadableFile(atPath: candidate) { return candidate }
        }
        throw SDLError.fontNotFound(
            font: face.displayName, file: face.fileName,
            package: face.debianPackage, searched: directories)
    }
}
