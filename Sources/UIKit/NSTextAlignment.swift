/// How a label's lines line up.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
