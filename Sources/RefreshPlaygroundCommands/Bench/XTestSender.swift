import Foundation
import RefreshPlayground
import RefreshSDL

#if canImport(Glibc)
import Glibc
#endif

/// Sends synthetic input to the X display (`$DISPLAY`) through the XTest extension, as a person's
/// mouse and keyboard would arrive, and says when each was sent on CLOCK_MONOTONIC: the latency
/// benchmark's outside view (`LatencyBench`). libX11 and libXtst are opened at run time (`dlopen`),
/// so nothing links them: without them (or a display) `init` fails with a sentence saying so.
final class XTestSender {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private typealias Motion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias Button = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias KeyEvent = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8

    private let display: OpaquePointer
    private let closeDisplay: CloseDisplay
    private let flush: Flush
    private let motion: Motion
    private let button: Button
    private let keyEvent: KeyEvent
    private let keysymToKeycode: KeysymToKeycode

    /// X keysyms of the keys the benchmark presses.
    enum Keysym: UInt {
        case pageDown = 0xFF56
        case pageUp = 0xFF55
        case f5 = 0xFFC2
    }

    /// Opens `$DISPLAY` with XTest; fails naming what is missing.
    init() throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xtst = dlopen("libXtst.so.6", RTLD_NOW) else {
            throw PlaygroundError.runtime("the latency benchmark needs libX11 and libXtst (apt install libxtst6)")
        }
        func symbol<T>(_ lib: UnsafeMutableRawPointer, _ name: String, as: T.Type) throws -> T {
            guard let p = dlsym(lib, name) else {
                throw PlaygroundError.runtime("\(name) is missing from the X libraries")
            }
            return unsafeBitCast(p, to: T.self)
        }
        let open = try symbol(x11, "XOpenDisplay", as: OpenDisplay.self)
        guard let display = open(nil) else {
            throw PlaygroundError.runtime(
                "cannot open the X display '\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")'")
        }
        self.display = display
        closeDisplay = try symbol(x11, "XCloseDisplay", as: CloseDisplay.self)
        flush = try symbol(x11, "XFlush", as: Flush.self)
        keysymToKeycode = try symbol(x11, "XKeysymToKeycode", as: KeysymToKeycode.self)
        motion = try symbol(xtst, "XTestFakeMotionEvent", as: Motion.self)
        button = try symbol(xtst, "XTestFakeButtonEvent", as: Button.self)
        keyEvent = try symbol(xtst, "XTestFakeKeyEvent", as: KeyEvent.self)
    }

    isolated deinit { _ = closeDisplay(display) }

    /// Moves the pointer to (`x`, `y`) on the screen; returns when it was sent (CLOCK_MONOTONIC
    /// seconds, read just before the request leaves).
    @discardableResult
    func move(x: Int, y: Int) -> Double {
        let sent = MonotonicTime.now
        _ = motion(display, -1, Int32(x), Int32(y), 0)
        _ = flush(display)
        return sent
    }

    /// Presses (or releases) mouse button `number` (1 left, 4 wheel up, 5 wheel down); returns when it was sent.
    @discardableResult
    func button(_ number: UInt32, down: Bool) -> Double {
        let sent = MonotonicTime.now
        _ = button(display, number, down ? 1 : 0, 0)
        _ = flush(display)
        return sent
    }

    /// One wheel notch (a press and a release of button 4 or 5); returns when the press was sent.
    @discardableResult
    func wheel(down: Bool) -> Double {
        let sent = button(down ? 5 : 4, down: true)
        button(down ? 5 : 4, down: false)
        return sent
    }

    /// Presses and releases `key`; returns when the press was sent.
    @discardableResult
    func key(_ key: Keysym) -> Double {
        let code = UInt32(keysymToKeycode(display, key.rawValue))
        let sent = MonotonicTime.now
        _ = keyEvent(display, code, 1, 0)
        _ = flush(display)
        _ = keyEvent(display, code, 0, 0)
        _ = flush(display)
        return sent
    }
}
