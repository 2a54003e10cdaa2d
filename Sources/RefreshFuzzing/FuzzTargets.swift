import Foundation
import RefreshCodec
import RefreshCore
import RefreshPlayground
import RefreshPlaygroundCommands
import RefreshSDL

/// What each fuzz target does with one input (docs/fuzzing.md). Every input must be handled
/// without a trap: accepted, or refused with an error. On top of that each target checks the
/// properties below and throws a `Violation` when one breaks; the `fuzz-*` executables turn it into
/// a crash, so libFuzzer keeps the input. The XCTest suite runs every committed corpus and
/// regression file through the same functions, so a crash once found stays fixed.
package enum FuzzTargets {
    /// A named target: its `fuzz-<name>` executable and corpus folder share the name.
    package static let all: [(name: String, run: @MainActor ([UInt8]) throws -> Void)] = [
        ("json", json), ("replay-script", replayScript), ("replay-run", replayRun), ("manifest", manifest),
        ("image", image), ("lottie", lottie),
    ]

    /// Scripts `replayRun` runs: at most this many frames…
    package static let runFrames = 60
    /// …of at most this many pixels (viewport × scale², also after every `resize`).
    package static let runPixels = 600_000

    /// `JSONValue.parse`: accepted text writes back (compact and indented) to text that parses to
    /// the same value; refused text gets a one-line error with a line and column inside the text.
    package static func json(_ bytes: [UInt8]) throws {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch let e as JSONValue.SyntaxError {
            try require(
                e.line >= 1 && e.column >= 1 && e.line <= bytes.count + 1, "error position \(e.line):\(e.column)")
            try requireOneLine("\(e)")
            return
        } catch {
            throw Violation("JSONValue.parse threw \(type(of: error)), not SyntaxError: \(error)")
        }
        for indent in [nil, 2] as [Int?] {
            let text = value.serialized(indent: indent)
            guard let again = try? JSONValue.parse(Array(text.utf8)) else {
                throw Violation("written text does not parse: \(text.prefix(200))")
            }
            try require(again == value, "written text parses to another value (indent \(String(describing: indent)))")
        }
    }

    /// `ReplayScriptParser`: an accepted script stays within `ReplayLimits` and its steps write
    /// back (as a recording writes them) to a script that parses to the same configuration and
    /// steps; a refused one gets a one-line error.
    package static func replayScript(_ bytes: [UInt8]) throws {
        let script: SceneScript
        do {
            script = try ReplayScriptParser.parse(data: Data(bytes), fileName: "fuzz.json")
        } catch {
            try requireOneLine("\(error)")
            return
        }
        try require(script.steps.count <= ReplayLimits.steps, "\(script.steps.count) steps")
        let text = script.serialized()
        let again: SceneScript
        do {
            again = try ReplayScriptParser.parse(data: Data(text.utf8), fileName: "again.json")
        } catch {
            throw Violation("the script as written does not parse: \(error)")
        }
        try require(again.steps == script.steps, "the steps written back differ")
        try require(again.serialized() == text, "the configuration written back differs")
    }

    /// `ReplayRunner`: a script that parses and is small (`runFrames`, `runPixels`) runs headless to
    /// its end without a trap, and its last trace line is JSON that parses. Exercises the scene,
    /// the controls, the scroll physics and the drawing with whatever numbers the parser allows.
    package static func replayRun(_ bytes: [UInt8]) throws {
        guard let script = try? ReplayScriptParser.parse(data: Data(bytes), fileName: "fuzz.json"),
            script.frameBound <= runFrames
        else { return }
        let c = script.configuration
        let sizes =
            [c.viewport]
            + script.steps.compactMap { step -> Size? in
                if case let .resize(s) = step.untimed { return s }
                return nil
            }
        guard sizes.allSatisfy({ $0.width * $0.height * c.scale * c.scale <= Double(runPixels) }) else { return }
        let runner: ReplayRunner
        do {
            runner = try ReplayRunner(script: script, outputDirectory: nil)
            try runner.run()
        } catch {
            throw Violation("a valid script failed to run: \(error)")
        }
        let line = runner.scene.traceLine(frame: runner.framesProduced, time: runner.scene.clock.now)
        guard (try? JSONValue.parse(Array(line.utf8))) != nil else {
            throw Violation("the trace line is not JSON: \(line.prefix(300))")
        }
    }

    /// `RefreshAnimationManifest.parse`: an accepted manifest stays within `AnimationLimits` and its
    /// `jsonText()` parses back to the same manifest; a refused one gets a one-line error.
    package static func manifest(_ bytes: [UInt8]) throws {
        let m: RefreshAnimationManifest
        do {
            m = try RefreshAnimationManifest.parse(bytes, file: "fuzz/manifest.json")
        } catch {
            try requireOneLine("\(error)")
            return
        }
        try require(AnimationLimits.scale.contains(m.scale), "scale \(m.scale)")
        var frames = 0
        for entry in m.states.values {
            if let d = entry.duration { try require(AnimationLimits.duration.contains(d), "duration \(d)") }
            if case let .frames(list) = entry.source {
                try require(!list.isEmpty && list.count <= AnimationLimits.framesPerState, "\(list.count) frames")
                frames += list.count
            }
            for path in entry.files {
                try require(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."), "path \(path)")
            }
        }
        try require(frames <= AnimationLimits.framesPerAnimation, "\(frames) frames")
        guard let again = try? RefreshAnimationManifest.parse(Array(m.jsonText().utf8), file: "again.json") else {
            throw Violation("jsonText() does not parse")
        }
        try require(again == m, "jsonText() parses to another manifest")
    }

    /// The image path of an animation folder (`FrameDecoder`: the registered decoder's header
    /// checks, then SDL_image or the pure-Swift GIF and APNG decoders, from memory) on the same bytes
    /// as a still frame and as an animation: what decodes matches its header's size and stays within
    /// `AnimationLimits`; everything else is a `FrameLoadError`.
    package static func image(_ bytes: [UInt8]) throws {
        let codec = ImageDecoderRegistry.sdl.decoder(for: bytes)
        let info = try? codec?.info(bytes)
        if let info {
            try require(
                info.width > 0 && info.height > 0 && info.largestSide >= max(info.width, info.height),
                "header \(info)")
        }
        var decoder = FrameDecoder(scale: 2)
        if let bitmap = try decoded({ try decoder.still(bytes, file: "fuzz.png", what: "frame") }) {
            try require(
                codec?.isAnimated == false && bitmap.width == info?.width && bitmap.height == info?.height,
                "a \(bitmap.width)x\(bitmap.height) still decoded from header \(String(describing: info))")
            try require(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "pixel buffer size")
        }
        if let frames = try decoded({ try decoder.animation(bytes, file: "fuzz.gif", what: "animation") }) {
            try require(info != nil, "an animation decoded without a header")
            try require(frames.count <= AnimationLimits.framesPerState, "\(frames.count) frames")
            for f in frames {
                try require(
                    f.bitmap.width == info?.width && f.bitmap.height == info?.height,
                    "a \(f.bitmap.width)x\(f.bitmap.height) frame from header \(String(describing: info))")
                try require(f.delayMilliseconds >= 0, "delay \(f.delayMilliseconds)")
                if codec?.format == "GIF" { try require(f.delayMilliseconds >= 20, "GIF delay \(f.delayMilliseconds)") }
            }
        }
        try require(decoder.decodedBytes <= AnimationLimits.decodedBytes, "\(decoder.decodedBytes) bytes decoded")
    }

    /// The Lottie loader's path (`LottieDocument`'s checks, then rlottie only for what passed them): an
    /// accepted file stays within `LottieLimits` with its markers inside its frames, opens in rlottie
    /// and renders its first and last frames at a small size; a refused one gets a one-line
    /// `ImageDecodeError`.
    package static func lottie(_ bytes: [UInt8]) throws {
        let document: LottieDocument
        do {
            document = try LottieDocument(bytes)
        } catch let e as ImageDecodeError {
            return try requireOneLine("\(e.problem)")
        } catch {
            throw Violation("LottieDocument threw \(type(of: error)), not ImageDecodeError: \(error)")
        }
        let limits = LottieLimits.standard
        try require(
            (1...limits.canvasSide).contains(document.width) && (1...limits.canvasSide).contains(document.height),
            "canvas \(document.width)x\(document.height)")
        try require((1...limits.frames).contains(document.frameCount), "\(document.frameCount) frames")
        for m in document.markers {
            try require(
                document.inPoint <= m.startFrame && m.startFrame <= m.endFrame && m.endFrame < document.outPoint,
                "marker \(m) outside \(document.inPoint)..<\(document.outPoint)")
        }
        let animation: LottieAnimation
        do {
            animation = try LottieAnimation(document: document)
        } catch let e as ImageDecodeError {
            return try requireOneLine("\(e.problem)")
        }
        for frame in [document.inPoint, document.outPoint - 1] {
            let bitmap = animation.render(frame: frame, width: 24, height: 16)
            try require(bitmap.width == 24 && bitmap.height == 16, "a \(bitmap.width)x\(bitmap.height) render")
        }
    }

    /// `decode()`'s result, or nil when it refused the input with a one-line `FrameLoadError`.
    private static func decoded<T>(_ decode: () throws -> T) throws -> T? {
        do {
            return try decode()
        } catch let e as FrameLoadError {
            try requireOneLine("\(e)")
            return nil
        } catch {
            throw Violation("the decoder threw \(type(of: error)), not FrameLoadError: \(error)")
        }
    }

    // MARK: Properties

    /// A broken property, in words.
    package struct Violation: RefreshError {
        /// What broke, with the values involved.
        package let problem: String
        init(_ problem: String) { self.problem = problem }
        /// Always `fuzz property broken`.
        package var subject: String { "fuzz property broken" }
    }

    /// Runs `target` on one input as a `fuzz-*` executable does: a broken property stops the
    /// process, so libFuzzer records the input as a crash.
    ///
    /// Called from libFuzzer's C entry point, which runs on the main thread (libFuzzer's driver is
    /// the process's `main`), so the targets run on the main actor, where scenes live.
    package nonisolated static func crashOnViolation(_ target: @MainActor ([UInt8]) throws -> Void, _ bytes: [UInt8]) {
        MainActor.assumeIsolated {
            do { try target(bytes) } catch { fatalError("\(error)") }
        }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Violation(message()) }
    }

    /// A message meant for a terminal: one line, no control characters (`EchoedText`).
    static func requireOneLine(_ message: String) throws {
        try require(
            !message.unicodeScalars.contains(where: EchoedText.needsEscape),
            "raw control character in: \(message.debugDescription)")
    }
}
