// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HelloRefresh",
    dependencies: [.package(name: "RefreshKit", path: "../..")],   // this repository: see the README
    targets: [
        .executableTarget(
            name: "hello-refresh",
            dependencies: [
                .product(name: "RefreshCore", package: "RefreshKit"),   // views, scroll physics, header, footer
                .product(name: "RefreshSDL", package: "RefreshKit"),   // the SDL window, input and drawing
            ])
    ]
)
