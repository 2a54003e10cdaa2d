import RefreshFuzzing

/// libFuzzer's entry point: one input for `FuzzTargets.lottie` (docs/fuzzing.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.crashOnViolation(FuzzTargets.lottie, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// `fuzz-lottie`: libFuzzer's driver in a `make fuzz` build, a replayer of input files otherwise.
@main
enum FuzzLottie {
    static func main() { FuzzMain.run(fuzz) }
}
