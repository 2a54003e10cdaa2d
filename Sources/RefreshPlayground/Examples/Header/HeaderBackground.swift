import RefreshCore

extension Example {
    /// `header.background`: a normal header whose background fills the whole overscroll gap above
    /// it (`RefreshHeader.gapFill`), a landscape that stretches with the pull (a stretchy header)
    /// by day in the light theme, by night in the dark and high-contrast ones, its texts white. B
    /// cycles the fill (the stretching picture, the picture at its resting size, a vertical
    /// gradient, one colour), V the placement (translate, behind, front, scale); each says for a
    /// moment what it is now.
    static let headerBackground = Example(
        id: "header.background", title: "Background that fills the gap",
        summary: "A picture that stretches with the pull fills the room above the header (B: fill, V: placement)",
        soakKeys: ["B", "V", "V"],
        recipe: ExampleRecipe(
            header: { _ in
                let h = NormalHeader()
                h.gapFill = HeaderBackgroundFills(palette: .light).fill(.stretch)
                return h
            },
            handleKey: { example, key in
                guard let header = example.header, key == "B" || key == "V" else { return false }
                if key == "B" {
                    let next = HeaderBackgroundFills.Kind(of: header.gapFill).next
                    header.gapFill = HeaderBackgroundFills(palette: example.palette).fill(next)
                    example.notify("B: " + next.description)
                } else {
                    let all = RefreshPlacement.allCases
                    header.placement = all[((all.firstIndex(of: header.placement) ?? 0) + 1) % all.count]
                    example.notify("V: placement \(header.placement)")
                }
                return true
            },
            applyTheme: { example, palette in
                guard let header = example.header else { return }
                header.tintColor = .white
                header.gapFill = HeaderBackgroundFills(palette: palette).fill(.init(of: header.gapFill))
            }))
}

/// The `header.background` example's fills in one theme: the day picture in the light theme, the
/// night picture in the others (white text reads on both), and a gradient and a colour to match.
struct HeaderBackgroundFills {
    /// Which fill the example shows; B goes to the next.
    enum Kind: CaseIterable, CustomStringConvertible {
        case stretch, fixed, gradient, color

        /// The kind of `fill` (the stretching picture for none).
        init(of fill: HeaderGapFill?) {
            switch fill {
            case .image(_, .fixed, _): self = .fixed
            case .verticalGradient: self = .gradient
            case .color: self = .color
            case .image, nil: self = .stretch
            }
        }

        /// The kind after this one, back to the first after the last.
        var next: Kind { Kind.allCases[(Kind.allCases.firstIndex(of: self)! + 1) % Kind.allCases.count] }

        /// What B says it shows now.
        var description: String {
            switch self {
            case .stretch: return "a picture that stretches with the pull"
            case .fixed: return "a picture at its resting size"
            case .gradient: return "a vertical gradient"
            case .color: return "one colour"
            }
        }
    }

    /// True for the night picture and colours (dark and high contrast).
    let night: Bool

    /// The fills of `palette`'s theme.
    init(palette: ThemePalette) { night = palette != .light }

    /// The sky's top colour of the picture (`Assets/README.md`): above it once it stops growing.
    var skyTop: Color { night ? Color(hex: 0x070B1E) : Color(hex: 0x3C7DD9) }

    /// The fill of `kind`: a picture missing from `Assets` falls back to the gradient.
    func fill(_ kind: Kind) -> HeaderGapFill {
        let gradient = HeaderGapFill.verticalGradient(
            top: skyTop, bottom: night ? Color(hex: 0x2C3763) : Color(hex: 0x2D5F9E))
        switch kind {
        case .stretch, .fixed:
            guard let picture = AssetLibrary.shared.background(night ? "landscape-night" : "landscape-day") else {
                return gradient
            }
            return .image(picture, mode: kind == .fixed ? .fixed : .stretch, backdrop: skyTop)
        case .gradient: return gradient
        case .color: return .color(night ? Color(hex: 0x1C2541) : Color(hex: 0x2F6FD0))
        }
    }
}
