// TabSnapText: fonts, shaping, measuring and drawing text the way SwiftUI reports it, with our
// own TrueType reader so that the same text gives the same numbers and pixels everywhere.
//
// Pipeline:   FontLibrary (Fonts/) → Shaper (chars → glyphs, fallback, kerning, tracking)
//             → TextLayout (lines, truncation, wrapping; PositionedGlyph in points), once, at
//               layout → GlyphPlacement (device pixel + quarter-pixel phase) in the display list
//             → GlyphCache: GlyphOutline.placed(...) → path → TabSnapRaster coverage mask,
//               cached under GlyphKey and blitted at whole pixels.
//
// Choices, and why:
// - No GSUB: one glyph per scalar. Ligatures/contextual alternates would make widths depend on
//   feature sets; tab titles do not need them. GPOS is used only for pair kerning (XAdvance).
//   The fixture's totals agree with HarfBuzz shaping with only 'kern' on.
// - Fallback is per Character: Inter of the requested weight, then Droid Sans Fallback; a
//   character neither has is the primary font's .notdef (glyph 0), as CoreText shows a box.
// - Kerning applies only between glyphs of the same font (a pair across fonts has no table).
// - Tracking (`TextStyle.tracking`) is added after every character, the last included.
// - Line height = ascent + descent + lineGap of the fonts on the line (Inter's OS/2 sets
//   USE_TYPO_METRICS, so typo metrics: (2728 + 680 + 0) / 2816 em = 20.57 pt at 17 pt), left
//   unrounded so multi-line text does not drift; the layout's frame is then rounded up to whole
//   device pixels and baselines rounded to the nearest device pixel, as SwiftUI aligns text.
// - Inter set as the system font (`TextStyle.asSystemFont`, what the layout engine asks for)
//   takes SF Pro's line box (20.29 pt at 17 pt) and SF Pro's widths through tracking
//   (`SystemFontMetrics`): text wraps and lines up where iOS puts it. Off, Inter is set as its
//   file says, which is what the HarfBuzz and FreeType comparisons check.
// - A wrapped line's trailing spaces hang past its end but count in the frame's width, as
//   CoreText's typographic width does.
// - Weights: 400/500/600/700 are shipped; other weights map to the nearest (ties heavier).
// - Truncation keeps as many characters as fit with "…" (binary search on the count, each
//   candidate measured as drawn); middle keeps ⌈k/2⌉ leading and ⌊k/2⌋ trailing characters.
// - Wrapping: after spaces (which hang at the line end), between CJK/kana/Hangul characters
//   except before closing or after opening punctuation; a too-long word breaks anywhere.
// - A damaged font is refused at load (everything shaping needs is validated then); a damaged
//   glyph outline throws when that glyph is asked for. Never a trap: see Fuzz/ and `make fuzz`.
