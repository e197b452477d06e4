import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLottie
import TabSnapRaster
import TabSnapText
import XCTest

/// Lottie features one at a time, on small compositions written here: keyframes (linear, eased,
/// held), the key-path colour overrides lottie-ios offers, masks, track mattes, trim paths, and
/// the refusals that keep a wrong frame from being drawn.
final class LottieRendererTests: XCTestCase {
    static let glyphs = GlyphCache(library: try! FontLibrary.shared())

    static func doc(_ layers: String, assets: String = "[]") -> String {
        #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "nm": "test", "assets": \#(assets), "layers": [\#(layers)]}"#
    }

    /// A shape layer with a 40 x 40 red square centred at the layer's origin, placed by `position`.
    static func square(_ name: String, position: String, extra: String = "", fill: String = #"[1, 0, 0, 1]"#) -> String {
        #"{"ty": 4, "nm": "\#(name)", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"p": \#(position)}\#(extra),"#
            + #" "shapes": [{"ty": "gr", "nm": "Group 1", "it": [{"ty": "rc", "nm": "Rect", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},"#
            + #" {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": \#(fill)}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]}"#
    }

    func render(_ json: String, frame: Double, overrides: [LottieColorOverride] = []) throws -> RGBAImage {
        let animation = try LottieAnimation(data: Array(json.utf8))
        return LottieRenderer(colorOverrides: overrides).displayList(animation, frame: frame, width: 100, height: 100)
            .render(glyphs: Self.glyphs).intoImage()
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }

    func testLinearPositionKeyframes() throws {
        let moving = #"{"a": 1, "k": [{"t": 0, "s": [50, 50], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [70, 50]}]}"#
        let json = Self.doc(Self.square("Square", position: moving))
        let start = try render(json, frame: 0), half = try render(json, frame: 5), end = try render(json, frame: 20)
        XCTAssertEqual(pixel(start, 31, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(start, 71, 50)[3], 0)
        XCTAssertEqual(pixel(half, 41, 50), [255, 0, 0, 255], "half way: the square spans 40 to 80")
        XCTAssertEqual(pixel(half, 38, 50)[3], 0)
        XCTAssertEqual(pixel(end, 89, 50), [255, 0, 0, 255], "after the last keyframe it stays there")
    }

    func testHeldAndEasedKeyframes() throws {
        let held = #"{"a": 1, "k": [{"t": 0, "s": [30, 50], "h": 1}, {"t": 10, "s": [70, 50]}]}"#
        let json = Self.doc(Self.square("Square", position: held))
        XCTAssertEqual(pixel(try render(json, frame: 9), 11, 50), [255, 0, 0, 255], "held until frame 10")
        XCTAssertEqual(pixel(try render(json, frame: 10), 89, 50), [255, 0, 0, 255])
        // Ease in and out: at a fifth of the time, less than a fifth of the way.
        let eased = #"{"a": 1, "k": [{"t": 0, "s": [30, 50], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 10, "s": [70, 50]}]}"#
        let image = try render(Self.doc(Self.square("Square", position: eased)), frame: 2)
        XCTAssertEqual(pixel(image, 15, 50), [255, 0, 0, 255], "a linear move would have left x 15 by frame 2 (it starts at 18)")
        XCTAssertEqual(pixel(image, 12, 50)[3], 0, "eased: about 8 % of the way (starts near 13.3)")
    }

    func testColourOverridesFollowKeyPaths() throws {
        let json = Self.doc(Self.square("Square", position: #"{"a": 0, "k": [50, 50]}"#))
        let blue = PixelColor(r: 0, g: 0, b: 255)
        for path in ["**.Fill 1.**.Color", "**.Color", "Square.Group 1.Fill 1.Color", "*.*.Fill 1.Color", "**.Fill 1.Color"] {
            XCTAssertEqual(pixel(try render(json, frame: 0, overrides: [.init(keyPath: path, color: blue)]), 50, 50), [0, 0, 255, 255], path)
        }
        for path in ["Other.**.Color", "*.Fill 1.Color", "**.Stroke 1.Color", "Square.Fill 1.Color"] {
            XCTAssertEqual(pixel(try render(json, frame: 0, overrides: [.init(keyPath: path, color: blue)]), 50, 50), [255, 0, 0, 255], path)
        }
    }

    func testMasksAndTrackMattes() throws {
        // Masks are in the layer's own space: the layer sits at (50, 50), so this is the
        // composition's left half.
        let leftHalf = #"{"a": 0, "k": {"c": true, "v": [[-50, -50], [0, -50], [0, 50], [-50, 50]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
        // The square covers 30…70; a subtract mask of the left half leaves 50…70.
        let masked = Self.square("Square", position: #"{"a": 0, "k": [50, 50]}"#,
                                 extra: #", "masksProperties": [{"mode": "s", "pt": \#(leftHalf), "o": {"a": 0, "k": 100}}]"#)
        let m = try render(Self.doc(masked), frame: 0)
        XCTAssertEqual(pixel(m, 40, 50)[3], 0)
        XCTAssertEqual(pixel(m, 60, 50), [255, 0, 0, 255])
        let added = masked.replacingOccurrences(of: #""mode": "s""#, with: #""mode": "a""#)
        let a = try render(Self.doc(added), frame: 0)
        XCTAssertEqual(pixel(a, 40, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(a, 60, 50)[3], 0)
        // An alpha matte: the layer above (td 1) is a square at 20…60, so 30…60 shows.
        let matte = Self.square("Matte", position: #"{"a": 0, "k": [40, 50]}"#, extra: #", "td": 1"#)
        let content = Self.square("Content", position: #"{"a": 0, "k": [50, 50]}"#, extra: #", "tt": 1"#, fill: "[0, 1, 0, 1]")
        let t = try render(Self.doc(matte + ", " + content), frame: 0)
        XCTAssertEqual(pixel(t, 35, 50), [0, 255, 0, 255])
        XCTAssertEqual(pixel(t, 65, 50)[3], 0, "outside the matte")
        XCTAssertEqual(pixel(t, 25, 50)[3], 0, "the matte itself is not drawn")
        let inverted = try render(Self.doc(matte + ", " + content.replacingOccurrences(of: #""tt": 1"#, with: #""tt": 2"#)), frame: 0)
        XCTAssertEqual(pixel(inverted, 65, 50), [0, 255, 0, 255])
        XCTAssertEqual(pixel(inverted, 35, 50)[3], 0)
    }

    func testTrimPathsCutStrokes() throws {
        // A 60-pt line from (20, 50) to (80, 50), stroked 10 wide, trimmed to its first half.
        let layer = #"{"ty": 4, "nm": "Line", "ip": 0, "op": 30, "st": 0, "ks": {}, "shapes": [{"ty": "gr", "nm": "G", "it": ["#
            + #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[20, 50], [80, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},"#
            + #" {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}, "lc": 1, "lj": 1}, {"ty": "tr"}]},"#
            + #" {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}]}"#
        let image = try render(Self.doc(layer), frame: 0)
        XCTAssertEqual(pixel(image, 25, 50), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, 45, 50), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, 55, 50)[3], 0, "the trim after the group cuts the stroke inside it, as After Effects does")
    }

    /// Round Corners cuts each side of a corner by its own min(radius, half that side), as
    /// lottie-ios, lottie-web and ThorVG do: beside a short side the arc still reaches far along
    /// the long one (one shared cut puts tabbar_community's matte arc 1 px inside ThorVG's).
    func testRoundCornersCutEachSideByItsOwnHalf() throws {
        // A right triangle: the corner at (80, 80) between a 60-long side and a 20-long side.
        let layer = #"{"ty": 4, "nm": "Corner", "ip": 0, "op": 30, "st": 0, "ks": {}, "shapes": [{"ty": "gr", "nm": "G", "it": ["#
            + #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[20, 80], [80, 80], [80, 60]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}},"#
            + #" {"ty": "rd", "r": {"a": 0, "k": 30}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr"}]}]}"#
        let image = try render(Self.doc(layer), frame: 0)
        // The long side is cut 30 from the corner, the short one 10: at x = 72 the edge has
        // risen above y = 77.5 (a shared cut of 10 would leave this pixel fully inside).
        XCTAssertLessThan(pixel(image, 72, 77)[3], 64)
        XCTAssertLessThan(pixel(image, 62, 79)[3], 64, "the long side is already curving 18 before the corner")
    }

    func testOutOfScopeIsRefusedWithLayerAndProperty() {
        let cases: [(String, String)] = [
            (Self.doc(#"{"ty": 5, "nm": "Title", "ks": {}}"#), "layers[0] 'Title': text layers are not supported"),
            (Self.doc(#"{"ty": 2, "nm": "Photo", "ks": {}, "refId": "img"}"#), "layers[0] 'Photo': image layers are not supported"),
            (Self.doc(Self.square("Square", position: #"{"a": 0, "k": [50, 50], "x": "wiggle(2, 10)"}"#)),
             "layers[0] 'Square': 'p' is driven by an expression"),
            (Self.doc(#"{"ty": 4, "nm": "Zig", "ks": {}, "shapes": [{"ty": "zz", "nm": "Zig Zag 1"}]}"#),
             "layers[0] 'Zig' shapes.it[0] 'Zig Zag 1': shape item 'zz' (zig zag) is not supported"),
            (Self.doc(#"{"ty": 0, "nm": "Loop", "ks": {}, "refId": "a"}"#, assets: #"[{"id": "a", "layers": [{"ty": 0, "nm": "Inner", "ks": {}, "refId": "a"}]}]"#),
             "the precomposition contains itself"),
            ("[1, 2]", "expected a Lottie (bodymovin) JSON object"),
            // Numbers that Int() would trap on are refused by name.
            (Self.doc(#"{"ty": 1e300, "ks": {}}"#), "layers[0]: 'ty' must be a whole number within ±2147483647"),
            (Self.doc(#"{"ty": 3, "ind": -1e20, "ks": {}}"#), "'ind' must be a whole number"),
            (Self.doc(#"{"ty": 3, "ks": {}, "tt": 1e19}"#), "'tt' must be a whole number"),
            (#"{"fr": 30, "ip": 0, "op": 1e300, "w": 10, "h": 10, "layers": []}"#, "ip and op must be frame numbers within ±10000000"),
            (#"{"fr": 30, "ip": 0, "op": 30, "w": 0, "h": 100, "layers": []}"#, "w and h must be 1 to 16384"),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try LottieAnimation(data: Array(json.utf8))) { error in
                XCTAssertTrue("\(error)".contains(message), "expected “\(message)”, got “\(error)”")
            }
        }
    }

    /// Repeaters inside repeaters (1000 copies each, three deep: 10^9 shapes if multiplied)
    /// stay bounded: at most 10,000 nodes come out of any one repeater.
    func testNestedRepeatersAreBounded() throws {
        let repeater = #"{"ty": "rp", "c": {"a": 0, "k": 1000}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"p": {"a": 0, "k": [0.01, 0]}}}"#
        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}}"#
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let inner = #"{"ty": "gr", "it": [\#(rect), \#(fill), \#(repeater), {"ty": "tr"}]}"#
        let middle = #"{"ty": "gr", "it": [\#(inner), \#(repeater), {"ty": "tr"}]}"#
        let layer = #"{"ty": 4, "nm": "Bomb", "ks": {}, "shapes": [\#(middle), \#(repeater)]}"#
        _ = try render(Self.doc(layer), frame: 0)
        XCTAssertThrowsError(try LottieAnimation(data: [UInt8](repeating: 32, count: 17 << 20))) { error in
            XCTAssertTrue("\(error)".contains("over 16 MB"), "\(error)")
        }
    }

    /// A precomposition placing its asset 8 times, 11 deep (8^11 shapes), stops at
    /// `maxItems` with a warning; a 10-million-point star, a repeater of 1e300 copies and a
    /// dash of a millionth are clamped rather than allocated.
    static func fanOut() throws -> LottieAnimation {
        var assets: [String] = []
        for level in 0..<11 {
            let child = level == 10 ? Self.square("Leaf", position: #"{"a": 0, "k": [5, 5]}"#)
                : #"{"ty": 0, "ks": {}, "refId": "l\#(level + 1)", "w": 10, "h": 10}"#
            assets.append(#"{"id": "l\#(level)", "layers": [\#(Array(repeating: child, count: 8).joined(separator: ", "))]}"#)
        }
        return try LottieAnimation(data: Array(Self.doc(#"{"ty": 0, "ks": {}, "refId": "l0", "w": 10, "h": 10}"#,
                                                        assets: "[" + assets.joined(separator: ", ") + "]").utf8), name: "fan.json")
    }

    func testFanOutAndHugeCountsAreBounded() throws {
        let fan = try Self.fanOut()
        let list = LottieRenderer().displayList(fan, frame: 0, width: 20, height: 20)
        XCTAssertTrue(list.items.isEmpty)
        XCTAssertEqual(list.warnings, ["the frame draws more than 200000 items (precompositions multiply); it is left empty"])

        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let star = #"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 1e7}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 20}, "is": {"a": 0, "k": 0}}"#
        let repeater = #"{"ty": "rp", "c": {"a": 0, "k": 1e300}, "o": {"a": 0, "k": 1e300}, "m": 1, "tr": {"p": {"a": 0, "k": [1, 0]}, "s": {"a": 0, "k": [99, 99]}}}"#
        let dash = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "d": [{"n": "d", "v": {"a": 0, "k": 0.000001}}]}"#
        // Also a star of -1e300 points, a repeater whose offset is NaN halfway through its
        // keyframes, and a merge mode of 1e300 (Int() of each trapped).
        let negative = star.replacingOccurrences(of: "1e7", with: "-1e300")
        let nan = #"{"ty": "rp", "c": {"a": 0, "k": 3}, "o": {"a": 1, "k": [{"t": 0, "s": [-1e308], "e": [1e308]}, {"t": 30, "s": [1e308]}]}, "m": 1, "tr": {"s": {"a": 0, "k": [50, 50]}}}"#
        XCTAssertThrowsError(try LottieAnimation(data: Array(Self.doc(#"{"ty": 4, "ks": {}, "shapes": [{"ty": "mm", "mm": 1e300}]}"#).utf8))) {
            XCTAssertTrue("\($0)".contains("merge paths mode 1e+300"), "\($0)")
        }
        for shapes in [[star, fill], [star, fill, repeater], [star, dash], [negative, fill], [star, fill, nan]] {
            let layer = #"{"ty": 4, "ks": {}, "shapes": [\#(shapes.joined(separator: ", "))]}"#
            _ = try render(Self.doc(layer), frame: 0)
        }
    }

    func testTheSameFrameGivesTheSameBytes() throws {
        let moving = #"{"a": 1, "k": [{"t": 0, "s": [50, 50], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.2], "y": [1]}}, {"t": 10, "s": [70, 40]}]}"#
        let json = Self.doc(Self.square("Square", position: moving, extra: #", "ks": {"r": {"a": 0, "k": 33}}"#))
        XCTAssertEqual(try render(json, frame: 3.5).pixels, try render(json, frame: 3.5).pixels)
    }
}
