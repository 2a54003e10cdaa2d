import Foundation
import RefreshCore

#if FUZZING
/// libFuzzer's driver (linked by `-sanitize=fuzzer`): parses libFuzzer's flags and calls `test`
/// with each input.
// swift-format-ignore: AlwaysUseLowerCamelCase
// libFuzzer's own C name.
@_silgen_name("LLVMFuzzerRunDriver")
nonisolated private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32
#endif

/// The `main` of every `fuzz-*` executable. Built with `-D FUZZING -sanitize=fuzzer` (`make fuzz`)
/// it hands the command line to libFuzzer; built without, it runs each file (or each file of each
/// folder) named on the command line through `test` once, so a crashing input can be replayed in
/// a plain debugger-friendly build: `.build-fuzz/debug/fuzz-json artifacts/fuzz/json/crash-…`.
package nonisolated enum FuzzMain {
    /// Runs the process; `test` is the target's `LLVMFuzzerTestOneInput`.
    package static func run(_ test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
        #else
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            for file in files(at: path) {
                let bytes: [UInt8]
                do {
                    bytes = try InputFile.read(file, limit: 64 << 20)
                } catch {
                    StandardError.write("cannot read \(EchoedText.path(file)): \(error)")
                    exit(1)
                }
                _ = bytes.withUnsafeBufferPointer { buf in
                    test(buf.baseAddress ?? UnsafePointer(bitPattern: 1)!, buf.count)
                }
                count += 1
            }
        }
        print("\(count) inputs ran without a crash")
        exit(0)
        #endif
    }

    /// `path` itself, or the regular files in it when it is a folder (sorted).
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
