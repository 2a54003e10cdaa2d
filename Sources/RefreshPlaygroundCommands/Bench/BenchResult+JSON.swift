import RefreshCore
import RefreshPlayground

extension BenchResult {
    /// The run as the JSON report writes it: each figure under its property's name, keys sorted,
    /// figures that were not measured (nil) left out.
    var json: JSONValue {
        .sortedObject([
            ("scenario", .string(scenario)),
            ("scale", .number(scale)),
            ("rows", .number(Double(rows))),
            ("hud", .bool(hud)),
            ("fullRepaint", .bool(fullRepaint)),
            ("frames", .number(Double(frames))),
            ("warmupFrames", .number(Double(warmupFrames))),
            ("medianMs", .number(medianMs)),
            ("p99Ms", .number(p99Ms)),
            ("maxMs", .number(maxMs)),
            ("tickMedianMs", .number(tickMedianMs)),
            ("renderMedianMs", .number(renderMedianMs)),
            ("tickP99Ms", .number(tickP99Ms)),
            ("renderP99Ms", .number(renderP99Ms)),
            ("framesPerSecond", .number(framesPerSecond)),
            ("rasterizationsAfterWarmup", .number(Double(rasterizationsAfterWarmup))),
            ("steadyFrames", .number(Double(steadyFrames))),
            ("rasterizationsInSteadyFrames", .number(Double(rasterizationsInSteadyFrames))),
            ("repeatRasterizationsInSteadyFrames", .number(Double(repeatRasterizationsInSteadyFrames))),
            ("repeatRasterizationsAfterWarmup", .number(Double(repeatRasterizationsAfterWarmup))),
            ("framePixels", .number(Double(framePixels))),
            ("repaintedPixelsMedian", .number(repaintedPixelsMedian)),
            ("repaintedPixelsMean", .number(repaintedPixelsMean)),
            ("allocationSteadyFrames", allocationSteadyFrames.map { .number(Double($0)) }),
            ("allocationsInSteadyFrames", allocationsInSteadyFrames.map { .number(Double($0)) }),
            ("maxAllocationsInASteadyFrame", maxAllocationsInASteadyFrame.map { .number(Double($0)) }),
            ("allocationsPerFrameAfterWarmup", allocationsPerFrameAfterWarmup.map(JSONValue.number)),
            ("rowsShown", .number(Double(rowsShown))),
            ("medianVs100RowsPercent", medianVs100RowsPercent.map(JSONValue.number)),
            ("bareSDLMedianMs", bareSDLMedianMs.map(JSONValue.number)),
        ])
    }
}

extension JSONValue {
    /// An object of `members` with its keys sorted and the nil values left out: the report's
    /// objects, built directly.
    static func sortedObject(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key, $0) } }.sorted { $0.key < $1.key })
    }
}
