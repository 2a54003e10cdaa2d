// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HelloRefresh",
    dependencies: [
        .package(name: "RefreshKit", path: "../.."),   // this repository: see the README
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The list, its data and its refresh controls: what the program shows and the tests check.
        .target(
            name: "HelloRefreshKit",
            dependencies: [.product(name: "RefreshCore", package: "RefreshKit")]),
        .executableTarget(
            name: "hello-refresh",
            dependencies: [
                "HelloRefreshKit",
                .product(name: "RefreshCore", package: "RefreshKit"),   // views, scroll physics, header, footer
                .product(name: "RefreshSDL", package: "RefreshKit"),   // the SDL window, input and drawing
            ]),
        .testTarget(
            name: "HelloRefreshTests",
            dependencies: [
                "HelloRefreshKit",
                .product(name: "RefreshCore", package: "RefreshKit"),
                .product(name: "RefreshTesting", package: "RefreshKit"),   // a host on a virtual clock
                .product(name: "RefreshSnapshotTesting", package: "RefreshKit"),   // its snapshot strategies
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),   // the goldens, read by path
    ]
)
