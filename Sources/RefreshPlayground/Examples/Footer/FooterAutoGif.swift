import RefreshCore

extension Example {
    /// `footer.auto-gif`: an `AutoGIFFooter` playing the refreshing loop of `pull-ring`, 44 pt tall
    /// like the other auto footers: the ring's 50 pt frames have 5.5 pt of transparent margin on
    /// each side, so they are cut to 44 pt around their centre without losing a pixel of the art.
    static let footerAutoGif = Example(
        id: "footer.auto-gif", title: "Auto footer, animated images",
        summary: "The refreshing images of pull-ring beside \"Loading...\", 44 pt like the other auto footers",
        animations: ["pull-ring"],
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoGIFFooter()
                let refreshing = AssetLibrary.shared.animation("pull-ring")[.refreshing]
                f.setSequence(refreshing?.trimmed(toHeight: RefreshFooter.defaultHeight), for: .refreshing)
                return f
            }))
}

extension FrameSequence {
    /// The sequence with every frame cut to `height` points around its centre, in both directions,
    /// when what the cut takes is wholly transparent in every frame; the sequence unchanged when a
    /// frame is no taller than `height`, is drawn in code, or has art in that margin (a control then
    /// grows to the art, as `GIFRefreshControl` does).
    func trimmed(toHeight height: Double) -> FrameSequence {
        guard images.contains(where: { $0.size.height > height }) else { return self }
        var trimmed: [Image] = []
        for image in images {
            guard image.size.height > height else {
                trimmed.append(image)
                continue
            }
            let side = min(height, image.size.width)
            let cut = Rect(
                x: (image.size.width - side) / 2, y: (image.size.height - height) / 2, width: side, height: height)
            guard !image.isArtwork, image.representations.count == 1,
                let kept = image.bitmap.croppedLosingNothing(to: cut, scale: image.scale)
            else { return self }
            trimmed.append(Image(bitmap: kept, scale: image.scale, name: image.name))
        }
        return FrameSequence(images: trimmed, frameDurations: frameDurations)
    }
}

extension Bitmap {
    /// The pixels of `rect` (in points at `scale`), or nil when a pixel outside it is not wholly
    /// transparent or the rect does not fall on whole pixels.
    fileprivate func croppedLosingNothing(to rect: Rect, scale: Double) -> Bitmap? {
        let px = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * scale }
        guard px.allSatisfy({ $0 == $0.rounded() && $0 >= 0 }) else { return nil }
        let x0 = Int(px[0]), y0 = Int(px[1]), x1 = Int(px[2]), y1 = Int(px[3])
        guard x1 <= width, y1 <= height else { return nil }
        for y in 0..<height {
            for x in 0..<width where !(x0..<x1 ~= x && y0..<y1 ~= y) && self[x, y].a != 0 { return nil }
        }
        return cropped(to: rect, scale: scale)
    }
}
