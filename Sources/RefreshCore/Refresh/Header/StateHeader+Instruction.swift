extension StateHeader {
    /// True while the state label tells the user what to do rather than what is happening: the
    /// second floor's "Release to open the second floor" and "Waiting for loading to finish". An
    /// instruction is fitted by `TextFit`'s rule with up to three lines allowed (as far as the header's height holds them), so a
    /// long one wraps before it shrinks or is cut; while one too long for a line shows beside the last-updated time, the
    /// time gives its row up (``instructionTakesBothRows``).
    public var showsInstruction: Bool {
        !stateLabel.isHidden && (showsWaitingTitle || secondFloor?.phase == .releaseToOpen)
    }

    /// How many lines the state label's text may take now: for an instruction as many as the
    /// header's height holds, up to 3 (a 54 pt header holds three of bold 14 pt), else 1.
    var instructionLines: Int { showsInstruction ? 3 : 1 }

    /// True while an instruction too long for one line at its size, in the room beside the
    /// header's image, shows with the last-updated time: it takes both rows, wrapped, and the
    /// time is not drawn until the instruction goes.
    public var instructionTakesBothRows: Bool {
        guard showsInstruction, !lastUpdatedTimeLabel.isHidden, !stateLabel.text.isEmpty else { return false }
        let slot = textImageSlot
        let room = TextFit.room(inWidth: bounds.width, imageWidth: slot.width, gap: slot.gap)
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        return measurer.size(of: stateLabel.text, font: stateLabel.font).width > room + 0.5
    }
}
