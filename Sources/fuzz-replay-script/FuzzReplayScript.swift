import RefreshFuzzing

/// libFuzzer's entry point: one input for `FuzzTargets.replayScript` (docs/fuzzing.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.crashOnViolation(FuzzTargets.replayScript, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// `fuzz-replay-script`: libFuzzer's driver in a `make fuzz` build, a replayer of input files otherwise.
@main
enum FuzzReplayScript {
    static func main() { FuzzMain.run(fuzz) }
}
