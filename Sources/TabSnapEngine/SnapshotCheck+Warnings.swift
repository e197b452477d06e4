import TabSnapLayout

extension SnapshotCheck {
    /// Fails a check that otherwise passed when its render warned of something a setting makes
    /// an error: a character no font has (`glyphs`), a key no string table has (`keys`). The
    /// message names the setting as the front end spells it (`missingGlyphs: error` in a
    /// manifest, `missingGlyphs: .error` in Swift).
    mutating func require(noWarnings glyphs: Bool, keys: Bool, symbols: Bool = false, glyphSetting: String, keySetting: String,
                          symbolSetting: String = "missingSymbols: error") {
        guard !isFailure else { return }
        let failing = RenderWarning.failing(warnings ?? [], glyphs: glyphs, keys: keys, symbols: symbols)
        guard !failing.isEmpty else { return }
        status = .failed
        let what = failing.contains(where: { !RenderWarning.isMissingKey($0) && !RenderWarning.isMissingSymbol($0) })
            ? "characters no bundled font has (\(glyphSetting))"
            : failing.contains(where: RenderWarning.isMissingSymbol) ? "symbol names no icon set has (\(symbolSetting))"
            : "keys no string table has (\(keySetting))"
        message = "Snapshot \(id) has \(what):\n" + message
    }
}
