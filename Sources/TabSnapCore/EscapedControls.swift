/// Text from a file shown in a terminal or a message: control characters (category Cc) are
/// written as `\u{1B}`, so an escape sequence in a PNG's text chunk or a configuration's name
/// cannot retitle or clear the terminal, and a newline cannot fake a line of output.
public enum EscapedControls {
    /// `s` with every control character but those in `keeping` escaped.
    public static func escaped(_ s: String, keeping: Set<Unicode.Scalar> = []) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if u.properties.generalCategory == .control && !keeping.contains(u) {
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
