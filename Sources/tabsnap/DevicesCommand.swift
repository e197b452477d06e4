import ArgumentParser
import TabSnapLayout
import TabSnapTabBar

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog with its metrics.",
        discussion: """
        Any WIDTHxHEIGHT@SCALE[:TOP,BOTTOM] works as a device too, e.g. 400x800@2:44,30.

        Example:
          tabsnap devices
        """
    )

    func run() {
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        print(pad("id", 20) + pad("name", 26) + pad("points", 11) + pad("scale", 6) + pad("pixels", 11)
              + pad("portrait top/bottom", 21) + pad("landscape L/R/bottom", 21) + "keyboard")
        for d in Devices.all {
            let px = d.pixelSize(.portrait)
            let f = Devices.fmtInt
            let points = "\(f(Double(d.portraitSize.width)))x\(f(Double(d.portraitSize.height)))"
            let portrait = "\(f(d.portraitInsets.top)) / \(f(d.portraitInsets.bottom))"
            let landscape = "\(f(d.landscapeInsets.left)) / \(f(d.landscapeInsets.right)) / \(f(d.landscapeInsets.bottom))"
            let keyboard = "\(f(d.keyboardHeight.portrait)) / \(f(d.keyboardHeight.landscape))"
            var line = pad(d.id, 20) + pad(d.name, 26) + pad(points, 11)
            line += pad("@" + f(d.scale), 6) + pad("\(px.width)x\(px.height)", 11)
            line += pad(portrait, 21) + pad(landscape, 21) + keyboard
            print(line)
        }
    }
}
