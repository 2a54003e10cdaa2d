import Foundation
import RefreshCore

/// One value of the feel the tuning panel (K) lists and changes: a property of the scroll view's
/// physics or of its active refresh control, its valid range and step, and the Swift that sets it.
/// The list (`all`) is pure: the panel, the replay of a tuning session and the tests read it.
struct TunableValue {
    /// Where the value lives, as a key path on its owner.
    enum Access {
        /// A property of the scroll view (`scrollView.…`).
        case scrollView(ReferenceWritableKeyPath<ScrollView, Double>)
        /// A property of the active refresh control (`header.…`, `footer.…`, `trailer.…`).
        case control(ReferenceWritableKeyPath<RefreshComponent, Double>)
        /// An optional property of the active refresh control: nil has a meaning of its own
        /// (`nilMeaning`).
        case optionalControl(ReferenceWritableKeyPath<RefreshComponent, Double?>)
        /// The extent the control hovers at while it refreshes, by its family: a footer's
        /// ``RefreshFooter/height`` (which re-derives its inset), a trailer's
        /// ``RefreshTrailer/width``, a header's frame height.
        case hold
    }

    /// What nil means for an optional value, and where it sits among the numbers.
    enum NilMeaning {
        /// Nil follows the control's height (``RefreshComponent/triggerDistance``): ←/→ start from it.
        case controlHeight
        /// Nil is "no limit", one step past the top of the range (``RefreshComponent/maximumPullDistance``).
        case unlimited
    }

    /// The name a script and the tests use ("rubberBand").
    let name: String
    /// The words in the panel ("rubber band").
    let label: String
    /// The unit after the number in the panel ("pt", "s"), or empty.
    let unit: String
    /// The values ←/→ may reach, inclusive.
    let range: ClosedRange<Double>
    /// How much one press of ← or → changes the value.
    let step: Double
    /// The decimals shown and written.
    let decimals: Int
    /// The Swift after the owner's name: `physics.rubberBandCoefficient`, `triggerDistance` (the
    /// hold's depends on the control: `property(for:)`).
    let property: String
    /// The key path that reads and writes it.
    let access: Access
    /// What nil means, for an optional value.
    let nilMeaning: NilMeaning?

    /// True for a value of the refresh control (it needs one).
    var needsControl: Bool {
        if case .scrollView = access { return false }
        return true
    }

    /// The value on `scrollView` and `control` now: nil for an optional value that is nil (and for
    /// a control's value without a control: `read(_:_:)` then says so with `isAvailable`).
    func read(_ scrollView: ScrollView, _ control: RefreshComponent?) -> Double? {
        switch access {
        case let .scrollView(path): return scrollView[keyPath: path]
        case let .control(path): return control?[keyPath: path]
        case let .optionalControl(path): return control?[keyPath: path]
        case .hold: return control.map(Self.holdExtent)
        }
    }

    /// What `control` hovers at while it refreshes, and what a nil trigger distance follows: a
    /// footer's ``RefreshFooter/height``, a trailer's ``RefreshTrailer/width``, a header's frame height.
    static func holdExtent(of control: RefreshComponent) -> Double {
        switch control {
        case let footer as RefreshFooter: return footer.height
        case let trailer as RefreshTrailer: return trailer.width
        default: return control.frame.size.height
        }
    }

    /// The Swift after the owner's name for `control`: the hold's by the control's family
    /// (`height`, `width`, `frame.size.height`), else `property`.
    func property(for control: RefreshComponent?) -> String {
        guard case .hold = access else { return property }
        switch control {
        case is RefreshFooter: return "height"
        case is RefreshTrailer: return "width"
        default: return property
        }
    }

    /// The words in the panel for `control`: "hold width" for a trailer, else `label`.
    func label(for control: RefreshComponent?) -> String {
        guard case .hold = access, control is RefreshTrailer else { return label }
        return "hold width"
    }

    /// Sets the value (nil only for an optional one) on `scrollView` or `control`, through its key path.
    func write(_ value: Double?, to scrollView: ScrollView, _ control: RefreshComponent?) {
        switch access {
        case let .scrollView(path): if let value { scrollView[keyPath: path] = value }
        case let .control(path): if let value, let control { control[keyPath: path] = value }
        case let .optionalControl(path): control?[keyPath: path] = value
        case .hold:
            guard let value else { return }
            switch control {
            case let footer as RefreshFooter: footer.height = value
            case let trailer as RefreshTrailer: trailer.width = value
            default: control?.frame.size.height = value
            }
        }
    }

    /// The value one press of ← (`direction` -1) or → (+1) after `value`, kept in `range`: numbers
    /// move on the step's grid and stop at the ends; an unlimited nil sits past the top (→ from the
    /// top reaches it, ← from it gives the top); a nil that follows the control's height moves on
    /// from `height`.
    func stepped(_ value: Double?, by direction: Int, height: Double) -> Double? {
        let current: Double
        switch (value, nilMeaning) {
        case (nil, .unlimited?):
            return direction < 0 ? range.upperBound : nil
        case let (v?, .unlimited?) where direction > 0 && v >= range.upperBound:
            return nil
        case let (v?, _):
            current = v
        case (nil, _):
            current = height
        }
        let grid = (current / step).rounded() + Double(direction.signum())
        let next = min(max(grid * step, range.lowerBound), range.upperBound)
        return rounded(next)
    }

    /// `value` rounded to the decimals shown, so steps never drift (0.1 + 0.2).
    func rounded(_ value: Double) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// The number as Swift and the panel write it: the decimals, without trailing zeros ("0.55",
    /// "10", "0.998"); nil as `nil`.
    func literal(_ value: Double?) -> String {
        guard let value else { return "nil" }
        var text = String(format: "%.\(decimals)f", rounded(value))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// The Swift statement that sets `value` on `owner` ("scrollView", "header"), the control's
    /// family choosing the hold's property.
    func assignment(_ value: Double?, owner: String, control: RefreshComponent? = nil) -> String {
        "\(owner).\(property(for: control)) = \(literal(value))"
    }

    /// The range as the panel says it: "0.1…1.5", "20…600, none".
    var rangeText: String {
        let text = "\(literal(range.lowerBound))…\(literal(range.upperBound))"
        return nilMeaning == .unlimited ? text + ", none" : text
    }
}

extension TunableValue {
    /// Every value the panel lists, in its order: the scroll physics, then the control's geometry.
    static let all: [TunableValue] = [
        TunableValue(
            name: "rubberBand", label: "rubber band", unit: "", range: 0.1...1.5, step: 0.05, decimals: 2,
            property: "physics.rubberBandCoefficient", access: .scrollView(\.physics.rubberBandCoefficient),
            nilMeaning: nil),
        TunableValue(
            name: "deceleration", label: "deceleration", unit: "/ms", range: 0.98...0.999, step: 0.001, decimals: 3,
            property: "decelerationRate", access: .scrollView(\.decelerationRate), nilMeaning: nil),
        TunableValue(
            name: "spring", label: "spring ω", unit: "/s", range: 2...40, step: 1, decimals: 0,
            property: "physics.springOmega", access: .scrollView(\.physics.springOmega), nilMeaning: nil),
        TunableValue(
            name: "trigger", label: "trigger", unit: "pt", range: 10...300, step: 5, decimals: 0,
            property: "triggerDistance", access: .optionalControl(\.triggerDistance), nilMeaning: .controlHeight),
        TunableValue(
            name: "hold", label: "hold height", unit: "pt", range: 20...200, step: 2, decimals: 0,
            property: "frame.size.height", access: .hold, nilMeaning: nil),
        TunableValue(
            name: "maxPull", label: "max pull", unit: "pt", range: 20...600, step: 10, decimals: 0,
            property: "maximumPullDistance", access: .optionalControl(\.maximumPullDistance), nilMeaning: .unlimited),
        TunableValue(
            name: "dragRate", label: "drag rate", unit: "", range: 0.1...3, step: 0.05, decimals: 2,
            property: "dragRate", access: .control(\.dragRate), nilMeaning: nil),
        TunableValue(
            name: "outcome", label: "outcome", unit: "s", range: 0...3, step: 0.1, decimals: 1,
            property: "outcomeDisplayDuration", access: .control(\.outcomeDisplayDuration), nilMeaning: nil),
    ]

    /// The value named `name`, if the panel lists one.
    static func named(_ name: String) -> TunableValue? { all.first { $0.name == name } }
}
