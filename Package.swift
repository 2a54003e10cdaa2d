// swift-tools-version:6.2
import Foundation
import PackageDescription

/// Every diagnostic goes through swift-log: the libraries log to a `Logger` the host injects.
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
/// Tests assert the warnings they expect through swift-log's in-memory handler.
let inMemoryLogging = Target.Dependency.product(name: "InMemoryLogging", package: "swift-log")

/// Views, scroll views and refresh components are main-actor isolated, as in UIKit: the playground,
/// the fuzz targets and the tests, which drive them, are main-actor code unless they say otherwise.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// `make build` (and so `make run`, `make images`) sets REFRESH_WINDOW_BUILD=1, the window build: the playground as
/// its window needs it, soonest. Each module waits for the ones it imports, so RefreshCore → RefreshCodec →
/// RefreshSDL → RefreshPlaygroundWindow → RefreshPlaygroundCommands is the build's critical path: RefreshPlayground
/// (the scenes, on RefreshCore alone) compiles beside RefreshCodec and RefreshSDL, RefreshTesting beside the window.
/// The window build compiles the modules that no frame runs without optimisation: RefreshCodec (it decodes while a
/// scene loads), RefreshTesting and RefreshGoldenCommands (the commands' libraries) and RefreshPlaygroundCommands
/// (the command line, headless replay, bench, soak); and it leaves out the test-only packages (the end of this file).
/// docs/benchmark.md, "Build time", says what each change bought and why the other modules stay optimised. Unset
/// (`make release`, so `make bench` and `make soak`; a plain `swift build -c release`; a package that depends on this
/// one), nothing changes.
let windowBuild = ProcessInfo.processInfo.environment["REFRESH_WINDOW_BUILD"] == "1"
/// The settings of a module left unoptimised in the window build.
let unoptimisedInWindowBuild: [SwiftSetting] =
    windowBuild ? [.unsafeFlags(["-Onone"], .when(configuration: .release))] : []

/// Packages only the tests and the documentation use: swift-snapshot-testing (with swift-syntax, for
/// InlineSnapshotTesting) and, for `make docs`, the DocC catalogs' plugin (a command plugin; no target depends on it).
/// The window build leaves them out (see the end of this file).
let testAndDocsPackages: [Package.Dependency] = [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
]

let package = Package(
    name: "RefreshKit",
    products: [
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "RefreshSDL", targets: ["RefreshSDL"]),
        // For tests of an app's own controls: a display-free host, gestures, replay, software rendering.
        .library(name: "RefreshTesting", targets: ["RefreshTesting"]),
        // swift-snapshot-testing strategies for it: PNG goldens of a host or a bitmap, filmstrips, traces.
        .library(name: "RefreshSnapshotTesting", targets: ["RefreshSnapshotTesting"]),
        .executable(name: "refresh-playground", targets: ["refresh-playground"]),
        // Accepts reviewed goldens, writes the review report, lists orphaned goldens: the playground's commands of
        // the same names without the playground (`swift run refresh-goldens accept --all` in a package of yours).
        .executable(name: "refresh-goldens", targets: ["refresh-goldens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Counts the benchmark's allocations (it interposes malloc; counting is off unless the bench turns it on).
        .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
    ] + (windowBuild ? [] : testAndDocsPackages),
    targets: [
        // C modules: thin system-library shims over the Debian SDL2 and cairo packages.
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(
            name: "CSDL2Image", pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"])]),
        // cairo rasterizes the canvas's paths (fills and strokes) for the SDL layer only.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // rlottie renders a Lottie file's frames into pixels for the SDL layer only (0.1 in Debian 12).
        .systemLibrary(
            name: "CRlottie", pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]),

        // Pure Swift: geometry, views, scroll model and physics, animation, list. Never imports SDL.
        .target(name: "RefreshCore", dependencies: [logging]),

        // Pure Swift, no SDL, codecs only: the image decoder registry (one registration per format:
        // APNG, GIF; the SDL layer registers PNG), the GIF and APNG writers, image headers.
        .target(name: "RefreshCodec", dependencies: ["RefreshCore"], swiftSettings: unoptimisedInWindowBuild),

        // Thin SDL layer: one file per SDL concept plus the Canvas that draws core views with SDL.
        .target(
            name: "RefreshSDL",
            dependencies: [
                "RefreshCore", "RefreshCodec", "CSDL2", "CSDL2TTF", "CSDL2Image", "CCairo", "CRlottie", logging,
            ]),

        // A display-free host for any scroll view and its refresh controls: a virtual clock, gestures and
        // replay steps through the window's input router, software rendering, trace lines, animated captures.
        // The window build compiles it unoptimised: the window runs none of it in a frame (only the `G` recorder's
        // bookkeeping, whose pixel work is RefreshCore's, RefreshCodec's and RefreshSDL's).
        .target(
            name: "RefreshTesting", dependencies: ["RefreshCore", "RefreshCodec", "RefreshSDL", logging],
            swiftSettings: unoptimisedInWindowBuild),

        // swift-snapshot-testing strategies over RefreshTesting: `.image` of a host or a bitmap (exact by
        // default; precision, per-channel tolerance, masks), `.filmstrip` of a control, `.trace` of a host.
        .target(
            name: "RefreshSnapshotTesting",
            dependencies: [
                "RefreshTesting", "RefreshSDL", "RefreshCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // The golden commands (accept, review, orphans) of refresh-goldens and the playground, on RefreshTesting.
        .target(
            name: "RefreshGoldenCommands",
            dependencies: [
                "RefreshTesting", "RefreshCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: unoptimisedInWindowBuild),
        .executableTarget(name: "refresh-goldens", dependencies: ["RefreshGoldenCommands"]),

        // What the playground shows, without a display: scenes, examples, overlays, scripts and traces, on
        // RefreshCore alone (the asset library decodes through what the window module installs), so a build
        // compiles it beside RefreshCodec and RefreshSDL, not after them.
        .target(
            name: "RefreshPlayground",
            dependencies: ["RefreshCore", logging],
            swiftSettings: mainActorByDefault),
        // The playground's window on the SDL layer: the window loop, start-up, captures, asset decoding. It
        // imports neither RefreshTesting nor the command line, so a window build compiles it beside them.
        .target(
            name: "RefreshPlaygroundWindow",
            dependencies: ["RefreshPlayground", "RefreshCore", "RefreshSDL", logging],
            swiftSettings: mainActorByDefault),
        // The playground's commands on top of its window: the command line (swift-argument-parser, which stays
        // out of the core library), headless replay, the benchmark, soak, filmstrips and the variant matrix.
        .target(
            name: "RefreshPlaygroundCommands",
            dependencies: [
                "RefreshPlayground", "RefreshPlaygroundWindow", "RefreshCore", "RefreshSDL", "RefreshTesting",
                "RefreshGoldenCommands", logging,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            swiftSettings: mainActorByDefault + unoptimisedInWindowBuild),
        .executableTarget(
            name: "refresh-playground",
            dependencies: ["RefreshPlayground", "RefreshPlaygroundWindow", "RefreshPlaygroundCommands", logging]),
        .executableTarget(name: "refresh-assets", dependencies: ["RefreshCore", "RefreshCodec", "RefreshSDL"]),

        // What each fuzz target checks on one input; the tests run the committed corpora through it.
        .target(
            name: "RefreshFuzzing",
            dependencies: [
                "RefreshCore", "RefreshCodec", "RefreshSDL", "RefreshPlayground", "RefreshPlaygroundWindow",
                "RefreshPlaygroundCommands",
            ],
            swiftSettings: mainActorByDefault),

        // What the test targets share: a host stepping a window frame by frame and its pull helper,
        // temporary folders, the repository's files, child processes and the built executables, and
        // warnings caught with swift-log's in-memory handler.
        .target(
            name: "RefreshTestSupport", dependencies: ["RefreshCore", logging, inMemoryLogging],
            path: "Tests/RefreshTestSupport"),
        .testTarget(
            name: "RefreshCoreTests", dependencies: ["RefreshCore", "RefreshTesting", "RefreshTestSupport"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshCodecTests", dependencies: ["RefreshCodec", "RefreshCore", "RefreshTestSupport"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshTestingTests",
            dependencies: ["RefreshTesting", "RefreshSDL", "RefreshCodec", "RefreshTestSupport"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshSDLTests",
            dependencies: ["RefreshSDL", "RefreshCodec", "RefreshTesting", "RefreshTestSupport"],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshPlaygroundTests",
            dependencies: [
                "RefreshPlayground", "RefreshPlaygroundWindow", "RefreshPlaygroundCommands", "RefreshTestSupport",
                "RefreshSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // Goldens sit beside their test files, in `__Snapshots__` folders.
            exclude: [
                "Examples/__Snapshots__", "Examples/Footer/__Snapshots__", "Examples/Grid/__Snapshots__",
                "Examples/Header/__Snapshots__", "Examples/List/__Snapshots__", "Examples/Trailer/__Snapshots__",
                "Filmstrip/__Snapshots__", "Overlay/__Snapshots__", "Replay/__Snapshots__", "Scene/__Snapshots__",
                "Soak/Regressions", "Replay/Recordings",
            ],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshPlaygroundWindowTests",
            dependencies: [
                "RefreshPlaygroundWindow", "RefreshPlayground", "RefreshPlaygroundCommands", "RefreshSDL",
                "RefreshTesting", "RefreshCore", "RefreshTestSupport",
            ],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "RefreshFuzzingTests",
            dependencies: [
                "RefreshFuzzing", "RefreshPlayground", "RefreshPlaygroundWindow", "RefreshPlaygroundCommands",
                "RefreshTestSupport",
            ],
            swiftSettings: mainActorByDefault),
        // The programs run for real: windows opened in this process (RefreshSDL) and the playground,
        // the second program and the snippets on an Xvfb of their own. `make test` runs the whole
        // target under xvfb-run, apart from the unit tests.
        .testTarget(
            name: "RefreshEndToEndTests",
            dependencies: [
                "RefreshPlayground", "RefreshPlaygroundWindow", "RefreshPlaygroundCommands", "RefreshSDL",
                "RefreshTesting", "RefreshCodec", "RefreshCore",
                "RefreshTestSupport",
            ],
            swiftSettings: mainActorByDefault),
        // Checks of the repository as a whole, not of one module: the README's and guides' code and
        // links, the playground's folder graph, one writer of standard error, one shape of error.
        .testTarget(
            name: "RepositoryTests",
            dependencies: [
                "RefreshPlayground", "RefreshPlaygroundWindow", "RefreshPlaygroundCommands", "RefreshTestSupport",
            ],
            swiftSettings: mainActorByDefault),
        // The one target with InlineSnapshotTesting (`.semantics` and `.trace` inline): it needs swift-syntax,
        // which no library product and no other target should wait for.
        .testTarget(
            name: "RefreshSnapshotTestingTests",
            dependencies: [
                "RefreshSnapshotTesting", "RefreshTesting", "RefreshSDL", "RefreshCore", "RefreshTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Snapshotting/__Snapshots__"],
            swiftSettings: mainActorByDefault),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (docs/fuzzing.md): declared only when REFRESH_FUZZ=1, as `make fuzz` sets it with
// `-sanitize=fuzzer,address` and its own scratch path, so a plain `swift build` never builds or links them.
if ProcessInfo.processInfo.environment["REFRESH_FUZZ"] == "1" {
    for name in ["json", "replay-script", "replay-run", "manifest", "image", "lottie"] {
        package.targets.append(.executableTarget(name: "fuzz-\(name)", dependencies: ["RefreshFuzzing"]))
    }
}

// The window build (`make build`, so `make run`) builds the playground and nothing else: it leaves out the packages
// only tests and docs use, with what needs them (RefreshSnapshotTesting and the test targets), so a fresh clone
// resolves, checks out and loads 4 packages instead of 9 before its first compile, 5 s sooner (docs/benchmark.md,
// "Build time"). Switching between it and `make test` re-resolves once, from the checkouts already there.
if windowBuild {
    package.targets.removeAll { $0.type == .test || $0.name == "RefreshSnapshotTesting" }
    package.products.removeAll { $0.name == "RefreshSnapshotTesting" }
}
