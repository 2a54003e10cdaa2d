// refresh-assets: draws the project's image assets from code, deterministically (the same bytes on
// every run), so they can be regenerated and reviewed instead of hand-edited.
//
//     swift run refresh-assets [OUTPUT_DIR] [--preview DIR]
//
// OUTPUT_DIR defaults to `Assets`. `--preview DIR` also writes contact sheets of every frame over a
// light background (templates tinted grey) to look at before committing.

import Foundation
import RefreshCodec
import RefreshCore
import RefreshSDL

struct AssetWriter {
    let root: String
    var written: [String] = []

    mutating func png(_ bitmap: Bitmap, _ relative: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try SDLImage.writePNG(bitmap, to: path)
        written.append(relative)
    }

    mutating func bytes(_ data: [UInt8], _ relative: String) throws {
        try OutputFile.write(data, to: root + "/" + relative, createsFolder: true)
        written.append(relative)
    }

    /// Removes a generated folder so frames from an older, longer sequence do not linger.
    func reset(_ relative: String) throws {
        let path = root + "/" + relative
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
    }

    /// Writes `frames` as `<folder>/<state>/000.png`... and returns their manifest paths.
    mutating func frames(_ frames: [Bitmap], folder: String, state: RefreshState) throws -> [String] {
        var paths: [String] = []
        for (i, frame) in frames.enumerated() {
            let name = state.rawValue + "/" + String(format: "%03d.png", i)
            try png(frame, folder + "/" + name)
            paths.append(name)
        }
        return paths
    }
}

/// A grid of frames over a background, for looking at the assets.
func contactSheet(_ frames: [Bitmap], columns: Int, background: Color, tint: Color? = nil) -> Bitmap {
    guard !frames.isEmpty else { return Bitmap(width: 1, height: 1) }
    let gap = 4, w = frames.map(\.width).max()!, h = frames.map(\.height).max()!
    let cols = min(columns, frames.count), rows = (frames.count + cols - 1) / cols
    var sheet = Bitmap(width: cols * (w + gap) + gap, height: rows * (h + gap) + gap, fill: Color(hex: 0xD8D8D8))
    for (n, frame) in frames.enumerated() {
        var f = frame
        if let tint {
            for i in stride(from: 0, to: f.pixels.count, by: 4) {
                f.pixels[i] = UInt8(Int(f.pixels[i]) * Int(tint.r) / 255)
                f.pixels[i + 1] = UInt8(Int(f.pixels[i + 1]) * Int(tint.g) / 255)
                f.pixels[i + 2] = UInt8(Int(f.pixels[i + 2]) * Int(tint.b) / 255)
            }
        }
        let tile = f.composited(over: Bitmap(width: f.width, height: f.height, fill: background))
        let ox = gap + (n % cols) * (w + gap), oy = gap + (n / cols) * (h + gap)
        for y in 0..<h {
            for x in 0..<w { sheet[ox + x, oy + y] = x < f.width && y < f.height ? tile[x, y] : background }
        }
    }
    return sheet
}

/// `bitmap` enlarged `factor` times with square pixels, to inspect edges.
func zoomed(_ bitmap: Bitmap, _ factor: Int) -> Bitmap {
    var out = Bitmap(width: bitmap.width * factor, height: bitmap.height * factor)
    for y in 0..<out.height {
        for x in 0..<out.width { out[x, y] = bitmap[x / factor, y / factor] }
    }
    return out
}

func run() throws {
    var args = Array(CommandLine.arguments.dropFirst())
    var previewDir: String?
    if let i = args.firstIndex(of: "--preview") {
        guard i + 1 < args.count else { throw GeneratorError("--preview needs a folder") }
        previewDir = args[i + 1]
        args.removeSubrange(i...i + 1)
    }
    if args.contains(where: { $0.hasPrefix("-") }) || args.count > 1 {
        throw GeneratorError("usage: refresh-assets [OUTPUT_DIR] [--preview DIR]")
    }
    let root = args.first ?? "Assets"
    let scale = 2.0
    var out = AssetWriter(root: root)
    var previews: [(String, Bitmap)] = []
    let background = Color(hex: 0xF6F6F6)

    // Arrow and spinner templates, one file per scale (each drawn on that scale's pixel grid).
    var templateBitmaps: [Bitmap] = []
    for s in templateScales {
        let arrow = ArrowArtwork.bitmap(scale: Double(s))
        try out.png(arrow, "arrow/arrow@\(s)x.png")
        let spinner = SpinnerArtwork.bitmap(diameter: SpinnerArtwork.defaultDiameter, scale: Double(s))
        try out.png(spinner, "spinner/spinner@\(s)x.png")
        templateBitmaps += [arrow, spinner]
    }
    let templates = contactSheet(
        templateBitmaps, columns: 2 * templateScales.count, background: background, tint: .refreshLabel)
    previews.append(("arrow-spinner", templates))
    previews.append(("arrow-spinner-zoom", zoomed(templates, 4)))

    // pull-ring: PNG sequences for every state.
    let ring = PullRing(scale: scale)
    let ringFolder = "animations/pull-ring"
    try out.reset(ringFolder)
    let ringIdle = (0..<60).map { ring.idleFrame($0, of: 60) }
    let ringPulling = (0..<3).map(ring.pullingFrame)
    let ringRefreshing = (0..<12).map { ring.refreshingFrame($0, of: 12) }
    let ringManifest = RefreshAnimationManifest(
        scale: scale,
        description:
            "A ring draws itself round a droplet as the pull grows; a pulse when ready; a comet while refreshing.",
        states: [
            .idle: .init(source: .frames(try out.frames(ringIdle, folder: ringFolder, state: .idle))),
            .pulling: .init(
                source: .frames(try out.frames(ringPulling, folder: ringFolder, state: .pulling)), duration: 0.3),
            .refreshing: .init(
                source: .frames(try out.frames(ringRefreshing, folder: ringFolder, state: .refreshing)),
                duration: 0.84),
        ])
    try out.bytes(Array(ringManifest.jsonText().utf8), ringFolder + "/" + RefreshAnimationManifest.fileName)
    previews.append(("pull-ring-idle", contactSheet(ringIdle, columns: 10, background: background)))
    previews.append(
        (
            "pull-ring-zoom",
            zoomed(
                contactSheet(
                    [ringIdle[45], ringPulling[1], ringRefreshing[4]], columns: 3,
                    background: background), 3)
        ))
    previews.append(
        ("pull-ring-pulling-refreshing", contactSheet(ringPulling + ringRefreshing, columns: 8, background: background))
    )

    // bounce-dots: PNG idle and pulling, an animated GIF while refreshing.
    let dots = BounceDots(scale: scale)
    let dotsFolder = "animations/bounce-dots"
    try out.reset(dotsFolder)
    let dotsIdle = (0..<30).map { dots.idleFrame($0, of: 30) }
    let dotsPulling = (0..<2).map(dots.pullingFrame)
    let dotsWave = BounceDots.wave.indices.map(dots.refreshingFrame)
    let gif = try GIFEncoder.encode(frames: dotsWave, delaysMilliseconds: BounceDots.wave.map(\.delayMilliseconds))
    try out.bytes(gif, dotsFolder + "/dots.gif")
    let dotsManifest = RefreshAnimationManifest(
        scale: scale,
        description:
            "Three 14 pt dots grow in with the pull, turn blue and swell when ready and hop in a wave (dots.gif) while refreshing.",
        states: [
            .idle: .init(source: .frames(try out.frames(dotsIdle, folder: dotsFolder, state: .idle))),
            .pulling: .init(
                source: .frames(try out.frames(dotsPulling, folder: dotsFolder, state: .pulling)), duration: 0.4),
            .refreshing: .init(source: .animation("dots.gif")),
        ])
    try out.bytes(Array(dotsManifest.jsonText().utf8), dotsFolder + "/" + RefreshAnimationManifest.fileName)
    previews.append(("bounce-dots", contactSheet(dotsIdle + dotsPulling, columns: 8, background: background)))
    previews.append(
        ("bounce-dots-dark", contactSheet(dotsIdle + dotsPulling, columns: 8, background: Color(hex: 0x1C1C1E))))

    // Lottie animations written in code, with a marker per segment; loaded back through LottieLoader.
    for (folder, file, text, description, themes) in [
        (
            "animations/lottie-ring", "ring.json", LottieAnimations.ring(),
            "A blue ring drawn by the pull, a spinning arc while refreshing, then a check, a cross or a dash.",
            [
                RefreshTheme.dark: [
                    LottieManifest.Override(keypath: "ring.**", stroke: Color(hex: 0x64A0FF)),
                    LottieManifest.Override(keypath: "check.**", stroke: Color(hex: 0x30D158)),
                    LottieManifest.Override(keypath: "cross.**", stroke: Color(hex: 0xFF453A)),
                    LottieManifest.Override(keypath: "dash.**", stroke: Color(hex: 0xAEAEB2)),
                ],
                .highContrast: [LottieManifest.Override(keypath: "**", stroke: .white)],
            ]
        ),
        (
            "animations/lottie-dots", "dots.json", LottieAnimations.dots(),
            "Three dots that grow in, bounce in a wave while loading, then turn green, red or grey.",
            [.highContrast: [LottieManifest.Override(keypath: "**", fill: .white)]]
        ),
    ] {
        try out.reset(folder)
        try out.bytes(Array(text.utf8), folder + "/" + file)
        let manifest = LottieManifest(lottie: file, description: description, themes: themes)
        try out.bytes(Array(manifest.jsonText().utf8), folder + "/" + RefreshAnimationManifest.fileName)
        let animation = try LottieLoader.load(folder: root + "/" + folder)
        let sample = stride(from: 0, to: animation.frames.count, by: 3).map {
            animation.frames[$0].rendition(size: animation.size, scale: 2, rotation: 0)!.bitmap
        }
        previews.append(
            (
                folder.split(separator: "/").last.map(String.init) ?? folder,
                contactSheet(sample, columns: 9, background: background)
            ))
    }

    // The stretchy header's pictures (header.background), by day and by night, @2x.
    for time in [Landscape.Time.day, .night] {
        let picture = Landscape(time: time, scale: scale).bitmap()
        let name = time == .day ? "landscape-day" : "landscape-night"
        try out.png(picture, "backgrounds/\(name)@2x.png")
        previews.append((name, picture))
    }

    // Check what was written loads back through the same path the app uses.
    for folder in [ringFolder, dotsFolder] {
        let sequences = try FrameSequenceLoader.load(folder: root + "/" + folder)
        if folder == dotsFolder, let wave = sequences[.refreshing] {
            previews.append(
                ("bounce-dots-gif", contactSheet(wave.images.map(\.bitmap), columns: 6, background: background)))
            previews.append(
                (
                    "bounce-dots-gif-dark",
                    contactSheet(
                        wave.images.map(\.bitmap), columns: 6,
                        background: Color(hex: 0x1C1C1E))
                ))
        }
    }

    if let previewDir {
        try FileManager.default.createDirectory(atPath: previewDir, withIntermediateDirectories: true)
        for (name, sheet) in previews { try SDLImage.writePNG(sheet, to: previewDir + "/" + name + ".png") }
        print("refresh-assets: previews in \(previewDir)")
    }
    print("refresh-assets: wrote \(out.written.count) files under \(root)")
}

/// The scales the arrow and spinner templates are written at (`arrow@1x.png` …), the replay's 1…4.
let templateScales = [1, 2, 3, 4]

struct GeneratorError: RefreshError {
    let problem: String
    var subject: String { "" }
    init(_ problem: String) { self.problem = problem }
}

do {
    try run()
} catch {
    StandardError.write("refresh-assets: \(error)")
    exit(1)
}
