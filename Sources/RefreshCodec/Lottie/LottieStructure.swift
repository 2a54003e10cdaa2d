import RefreshCore

/// The structural rules of a Lottie file that protect the renderer: a bounded number of layers, every
/// layer's `parent` naming a layer of its composition with no cycle (rlottie recurses up the chain
/// and overflows its stack), no precomposition that contains itself, and no image read from disk.
struct LottieStructure {
    /// The file's top-level object.
    let top: [String: JSONValue]
    /// The bounds it must stay within.
    let limits: LottieLimits

    /// Throws the first rule the file breaks, as `ImageDecodeError`.
    func check() throws {
        guard case let .array(mainLayers)? = top["layers"] else {
            throw LottieDocument.malformed("a Lottie file without a \"layers\" array")
        }
        var compositions: [(name: String, layers: [JSONValue])] = [("the main composition", mainLayers)]
        var precomps: [String: [JSONValue]] = [:]
        if let assets = top["assets"] {
            guard case let .array(items) = assets else {
                throw LottieDocument.malformed("a Lottie file whose \"assets\" is \(assets.typeName), not an array")
            }
            for (i, item) in items.enumerated() {
                guard let asset = item.dictionary, case let .string(id)? = asset["id"] else {
                    throw LottieDocument.malformed("a Lottie file whose asset \(i + 1) has no \"id\" string")
                }
                if case let .array(layers)? = asset["layers"] {
                    compositions.append(("precomposition \(EchoedText.quoted(id))", layers))
                    precomps[id] = layers
                } else if asset["p"] != nil {
                    try checkImage(asset, id: id)
                }
            }
        }
        let layerCount = compositions.reduce(0) { $0 + $1.layers.count }
        guard layerCount <= limits.layers else {
            throw LottieDocument.tooLarge("a Lottie file of \(layerCount) layers; at most \(limits.layers) are allowed")
        }
        for composition in compositions { try checkParents(composition.layers, in: composition.name) }
        try checkPrecompositionCycles(main: mainLayers, precomps: precomps)
    }

    /// An image asset must be embedded (`"e": 1` with a `data:` URI): the toolkit never lets a file
    /// make the renderer read another file.
    private func checkImage(_ asset: [String: JSONValue], id: String) throws {
        let embedded = asset["e"] == .number(1)
        if case let .string(path)? = asset["p"], embedded, path.hasPrefix("data:") { return }
        throw LottieDocument.malformed(
            "a Lottie file whose image asset \(EchoedText.quoted(id)) is read from disk; only embedded images "
                + "(\"e\": 1 with a data: URI) are allowed")
    }

    private func checkParents(_ layers: [JSONValue], in composition: String) throws {
        var parentOf: [Int: Int] = [:]
        var indices = Set<Int>()
        for (i, layer) in layers.enumerated() {
            guard let fields = layer.dictionary else {
                throw LottieDocument.malformed("a Lottie file whose layer \(i + 1) of \(composition) is not an object")
            }
            guard case let .number(ind)? = fields["ind"] else {
                if fields["parent"] != nil {
                    throw LottieDocument.malformed(
                        "a Lottie file whose layer \(i + 1) of \(composition) has a parent but no index (\"ind\")")
                }
                continue
            }
            let index = Int(exactly: ind.rounded()) ?? Int.min
            indices.insert(index)
            if case let .number(parent)? = fields["parent"] {
                parentOf[index] = Int(exactly: parent.rounded()) ?? Int.min
            }
        }
        for (child, parent) in parentOf.sorted(by: { $0.key < $1.key }) {
            guard indices.contains(parent) else {
                throw LottieDocument.malformed(
                    "a Lottie file whose layer \(child) of \(composition) has parent \(parent), which no layer there is"
                )
            }
            var seen: Set<Int> = [child]
            var current = parent
            while true {
                guard seen.insert(current).inserted else {
                    throw LottieDocument.malformed(
                        "a Lottie file whose layer \(child) of \(composition) is its own ancestor (cyclic parent layers)"
                    )
                }
                guard let next = parentOf[current] else { break }
                current = next
            }
        }
    }

    private func checkPrecompositionCycles(main: [JSONValue], precomps: [String: [JSONValue]]) throws {
        func references(_ layers: [JSONValue]) -> [String] {
            layers.compactMap { layer in
                if case let .string(ref)? = layer.dictionary?["refId"], precomps[ref] != nil { return ref }
                return nil
            }
        }
        var done = Set<String>()
        func visit(_ id: String, path: [String]) throws {
            if path.contains(id) {
                throw LottieDocument.malformed(
                    "a Lottie file whose precomposition \(EchoedText.quoted(id)) contains itself")
            }
            guard !done.contains(id) else { return }
            for ref in references(precomps[id] ?? []) { try visit(ref, path: path + [id]) }
            done.insert(id)
        }
        for ref in references(main) { try visit(ref, path: []) }
        for id in precomps.keys.sorted() { try visit(id, path: []) }
    }
}
