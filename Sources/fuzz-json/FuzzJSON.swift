import RefreshFuzzing

/// libFuzzer's entry point: one input for `FuzzTargets.json` (docs/fuzzing.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.crashOnViolation(FuzzTargets.json, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// `fuzz-json`: libFuzzer's driver in a `make fuzz` build, a replayer of input files otherwise.
@main
enum FuzzJSON {
    static func main() { FuzzMain.run(fuzz) }
}
