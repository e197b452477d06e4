import ArgumentParser
import TabSnapCore
import TabSnapFixtures
import TabSnapPNG

/// The demo shows the PNG codec on the same UI-like pattern the codec tests and the bench use,
/// so it takes it from TabSnapFixtures rather than keep a copy that could drift.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the demo images into a folder.",
        discussion: """
        Writes a UI-like test pattern at iPhone 15 Pro Max size (1290x2796) in light and dark, \
        encoded with both PNG profiles, and prints what it wrote.

        Example:
          tabsnap demo --out out
        """
    )

    @Option(name: .long, help: "Folder to write into (created if missing).")
    var out: String = "out"

    func validate() throws { try OutputPath.check(out) }

    func run() throws {
        for dark in [false, true] {
            let scheme = dark ? "dark" : "light"
            let image = TestPattern.uiScreen(width: 1290, height: 2796, scale: 3, dark: dark)
            for profile in PNGProfile.allCases {
                let path = "\(out)/test-pattern.\(scheme).\(profile.rawValue).png"
                do {
                    try PNGEncoder.write(image, to: path, profile: profile,
                                         text: [("Software", "TabSnap"), ("Scheme", scheme), ("Scale", "3")], durable: false)
                } catch {
                    throw CLIError("\(path): \(error)")
                }
                let size = (try? AtomicFile.read(path).count) ?? 0
                print("wrote \(path) (\(image.width)x\(image.height), \(size) bytes)")
            }
        }
    }
}
