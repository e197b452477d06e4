/// Which bar height an image is for (`setBackgroundImage(_:for:)`).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }
