import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshCodec

/// `LottieDocument`: a Lottie file is read by the toolkit's own JSON reader and checked against
/// every rule before rlottie may see it; each broken rule is refused with a message naming it.
nonisolated final class LottieDocumentTests: XCTestCase {
    private func refusal(_ bytes: [UInt8], limits: LottieLimits = .standard) -> ImageDecodeError? {
        do {
            _ = try LottieDocument(bytes, limits: limits)
            return nil
        } catch {
            return error as? ImageDecodeError
        }
    }

    func testAWellFormedFileGivesItsCanvasFramesAndMarkers() throws {
        let bytes = LottieFixture.file(
            width: 120, height: 80, frameRate: 24, inPoint: 10, outPoint: 70,
            markers: [("pull", 10, 20), ("refresh", 30, 20), ("success", 50, 0)])
        let document = try LottieDocument(bytes)
        XCTAssertEqual(document.width, 120)
        XCTAssertEqual(document.height, 80)
        XCTAssertEqual(document.frameRate, 24)
        XCTAssertEqual(document.inPoint, 10)
        XCTAssertEqual(document.outPoint, 70)
        XCTAssertEqual(document.frameCount, 60)
        XCTAssertEqual(document.marker(named: "pull"), .init(name: "pull", startFrame: 10, endFrame: 29))
        XCTAssertEqual(document.marker(named: "refresh"), .init(name: "refresh", startFrame: 30, endFrame: 49))
        XCTAssertEqual(document.marker(named: "success"), .init(name: "success", startFrame: 50, endFrame: 50))
        XCTAssertNil(document.marker(named: "failure"))
        XCTAssertTrue(LottieDocument.looksLikeLottie(bytes))
        XCTAssertFalse(LottieDocument.looksLikeLottie(Array("{\"states\": {}}".utf8)))
    }

    func testAMarkerPastTheEndIsClampedIntoTheFile() throws {
        let document = try LottieDocument(LottieFixture.file(outPoint: 30, markers: [("refresh", 20, 50)]))
        XCTAssertEqual(document.marker(named: "refresh"), .init(name: "refresh", startFrame: 20, endFrame: 29))
    }

    func testAFileLargerThanTheCapIsRefusedUnread() {
        var limits = LottieLimits.standard
        limits.fileBytes = 100
        let error = refusal(LottieFixture.file(), limits: limits)
        XCTAssertEqual(error?.kind, .tooLarge)
        XCTAssertTrue(error?.problem.contains("at most 100 are allowed") == true, "\(String(describing: error))")
    }

    func testBytesThatAreNotJSONAreRefusedWithTheirPlace() {
        let error = refusal(Array("{\"v\": \"5\", \"layers\": [".utf8))
        XCTAssertEqual(error?.kind, .malformed)
        XCTAssertTrue(error?.problem.contains("not valid JSON at line 1") == true, "\(String(describing: error))")
    }

    func testNestingDeeperThanTheLimitIsRefused() {
        var deep = JSONValue.number(1)
        for _ in 0..<30 { deep = .array([deep]) }
        let error = refusal(LottieFixture.file(extra: [("meta", deep)]), limits: with(\.nestingDepth, 20))
        XCTAssertEqual(error?.kind, .tooLarge)
        XCTAssertTrue(
            error?.problem.contains("nested 31 levels deep; at most 20") == true, "\(String(describing: error))")
    }

    func testMoreLayersThanTheLimitAreRefused() {
        let layers = (1...6).map { LottieFixture.rectangleLayer(index: $0) }
        let error = refusal(LottieFixture.file(layers: layers), limits: with(\.layers, 5))
        XCTAssertEqual(error?.kind, .tooLarge)
        XCTAssertTrue(error?.problem.contains("6 layers; at most 5") == true, "\(String(describing: error))")
        XCTAssertNil(refusal(LottieFixture.file(layers: Array(layers.prefix(5))), limits: with(\.layers, 5)))
    }

    func testMoreFramesThanTheLimitAreRefused() {
        let error = refusal(LottieFixture.file(outPoint: 1001))
        XCTAssertEqual(error?.kind, .tooLarge)
        XCTAssertTrue(error?.problem.contains("1001 frames; at most 1000") == true, "\(String(describing: error))")
        XCTAssertEqual(refusal(LottieFixture.file(inPoint: 10, outPoint: 10))?.kind, .malformed, "no frames")
    }

    func testACanvasOutsideTheLimitIsRefused() {
        XCTAssertEqual(refusal(LottieFixture.file(width: 4096))?.kind, .tooLarge)
        XCTAssertEqual(refusal(LottieFixture.file(height: 0))?.kind, .tooLarge)
        XCTAssertEqual(refusal(LottieFixture.file(width: 10.5))?.kind, .malformed)
        XCTAssertEqual(refusal(LottieFixture.file(frameRate: 0))?.kind, .malformed)
        XCTAssertEqual(refusal(LottieFixture.file(frameRate: 1000))?.kind, .tooLarge)
    }

    func testCyclicParentLayersAreRefused() {
        let layers = [
            LottieFixture.rectangleLayer(index: 1, parent: 3), LottieFixture.rectangleLayer(index: 2, parent: 1),
            LottieFixture.rectangleLayer(index: 3, parent: 2),
        ]
        let error = refusal(LottieFixture.file(layers: layers))
        XCTAssertEqual(error?.kind, .malformed)
        XCTAssertTrue(
            error?.problem.contains("its own ancestor (cyclic parent layers)") == true, "\(String(describing: error))")
        let selfParent = refusal(LottieFixture.file(layers: [LottieFixture.rectangleLayer(index: 1, parent: 1)]))
        XCTAssertEqual(selfParent?.kind, .malformed)
        let chain = [LottieFixture.rectangleLayer(index: 1), LottieFixture.rectangleLayer(index: 2, parent: 1)]
        XCTAssertNil(refusal(LottieFixture.file(layers: chain)), "a parent chain without a cycle is fine")
    }

    func testAParentThatNoLayerIsIsRefused() {
        let error = refusal(LottieFixture.file(layers: [LottieFixture.rectangleLayer(index: 1, parent: 9)]))
        XCTAssertTrue(
            error?.problem.contains("has parent 9, which no layer there is") == true, "\(String(describing: error))")
    }

    func testAPrecompositionThatContainsItselfIsRefused() {
        let loop = JSONValue.object([
            ("id", .string("comp_0")),
            ("layers", .array([.object([("ind", .number(1)), ("ty", .number(0)), ("refId", .string("comp_0"))])])),
        ])
        let error = refusal(LottieFixture.file(extra: [("assets", .array([loop]))]))
        XCTAssertTrue(
            error?.problem.contains("precomposition \"comp_0\" contains itself") == true, "\(String(describing: error))"
        )
    }

    func testAnImageReadFromDiskIsRefused() {
        let image = JSONValue.object([("id", .string("img_0")), ("u", .string("/etc/")), ("p", .string("passwd"))])
        let error = refusal(LottieFixture.file(extra: [("assets", .array([image]))]))
        XCTAssertTrue(error?.problem.contains("is read from disk") == true, "\(String(describing: error))")
    }

    func testATopLevelThatIsNotAnObjectOrLacksLayersIsRefused() {
        XCTAssertEqual(refusal(Array("[1, 2]".utf8))?.kind, .malformed)
        XCTAssertEqual(refusal(LottieFixture.file(extra: [("layers", .number(1))]))?.kind, .malformed)
    }

    private func with(_ key: WritableKeyPath<LottieLimits, Int>, _ value: Int) -> LottieLimits {
        var limits = LottieLimits.standard
        limits[keyPath: key] = value
        return limits
    }
}
